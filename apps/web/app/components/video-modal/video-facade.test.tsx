// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ownFilm, storyVideo, youtubeVideo } from './playable-video';
import { ENGLISH_ROOT } from '~/lib/testing/root-route';
import { VideoFacade } from './video-facade';

// The players (docs/decisions/069): a real YouTube video plays in YouTube's privacy-enhanced player,
// anything else in our own film; neither loads a byte before Play.

afterEach(cleanup);

async function facade(video: ReturnType<typeof ownFilm>) {
  const Player = () => (
    <VideoFacade
      video={video}
      title="Little Krishna"
      poster="/media/stories/story-01.webp"
      posterWidth={1280}
      posterHeight={720}
      aspect="aspect-video"
    />
  );
  const Stub = createRoutesStub([{ ...ENGLISH_ROOT, children: [{ path: '/', Component: Player }] }]);
  render(<Stub initialEntries={['/']} />);
  await screen.findByRole('button', { name: 'Play video: Little Krishna' });
}

describe('the video a story plays', () => {
  const story = { src: 'stories/story-01.mp4' };

  it('is its YouTube video when the link names one that can exist, portrait for a short', () => {
    expect(storyVideo({ ...story, youtube: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' })).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      portrait: true,
    });
    expect(youtubeVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({ portrait: false });
  });

  it('is its own preview clip without a link, or with one whose id no video can have', () => {
    for (const youtube of ['', 'https://www.youtube.com/watch?v=NlxMJWixcwD']) {
      expect(storyVideo({ ...story, youtube })).toEqual(ownFilm('stories/story-01.mp4'));
    }
  });
});

describe('VideoFacade', () => {
  it('plays our own film from our media after Play, with the browser controls', async () => {
    await facade(ownFilm('stories/story-01.mp4'));
    expect(document.querySelector('video, iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Little Krishna' }));
    const film = screen.getByTestId('own-film') as HTMLVideoElement;
    expect(film.getAttribute('src')).toBe('/media/stories/story-01.mp4');
    expect(film.controls).toBe(true);
    expect(document.activeElement).toBe(film);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('inserts the privacy-enhanced YouTube player after Play for a real video', async () => {
    await facade(youtubeVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')!);
    expect(document.querySelector('video, iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Little Krishna' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&playsinline=1',
    );
  });
});
