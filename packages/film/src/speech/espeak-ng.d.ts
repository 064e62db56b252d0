// Typings for the npm build of eSpeak NG (it ships none): a factory running the CLI over an in-memory FS.
declare module 'espeak-ng' {
  const ESpeakNg: (options: {
    arguments: string[];
  }) => Promise<{ FS: { readFile(path: string): Uint8Array } }>;
  export default ESpeakNg;
}
