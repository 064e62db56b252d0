import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { STORIES } from '@shop/content/stories';
import sharp from 'sharp';

// A story's art for its certificate: the catalogue's still of the story (what the stories page
// shows), read from the web's media and made a JPEG, which pdfkit draws (it reads no WebP). The
// same still for every child, so it is kept in memory once read.

const ART_WIDTH = 1200;

export function createStoryArt(mediaDirs: readonly string[]): (story: number) => Promise<Buffer | null> {
  const cache = new Map<number, Promise<Buffer | null>>();
  async function read(story: number): Promise<Buffer | null> {
    const still = STORIES.find((candidate) => candidate.id === story)?.thumbnail;
    if (!still) return null;
    for (const dir of mediaDirs) {
      const file = await readFile(path.join(dir, still)).catch(() => null);
      if (!file) continue;
      return sharp(file, { failOn: 'error' })
        .resize({ width: ART_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: 86 })
        .toBuffer();
    }
    return null;
  }
  return (story) => {
    let art = cache.get(story);
    if (!art) {
      // A failed read is not kept: the next certificate tries again.
      art = read(story).catch(() => null);
      void art.then((bytes) => bytes === null && cache.delete(story));
      cache.set(story, art);
    }
    return art;
  };
}
