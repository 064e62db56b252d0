/**
 * The engine's version: part of every cache key and output name. Bump it with any change to the
 * engine that alters a pixel or a sound of an already written storyboard (art, composition, encoding).
 */
export const ENGINE_VERSION = 4;
