// @vitest-environment happy-dom
import {
  FILM_RENDER_ENDPOINTS,
  FILM_RENDER_ERROR_CODES,
  FILM_RENDER_MESSAGES,
  type FilmRender,
  type OrderFilm,
} from '@shop/contracts/film-renders';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '~/lib/query-provider';
import { signIn, stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import { FILM_RENDER_POLL_MS, keepFreshFilmLinks, ORDER_DETAIL_REFRESH_MS } from './api/admin-queries';
import { OrderFilmPanel, type FilmPanelOrder } from './components/film-panel';

// The studio's film panel (issue 33 item 6, issue 34 item 5) against the API's contract-shaped
// answers: the render's progress while it runs, a failure in the studio's words with "Render again",
// the rendered draft with its players, stills and spoken name, and approving or sending it back.

const ADMIN = {
  id: '0b7e4c1a-5f7d-4c43-9a43-2d4f0f0b0a01',
  name: 'Meera Studio',
  email: 'meera@diyatales.test',
  role: 'admin' as const,
};
const ORDER_ID = '3f1c9a52-8d0e-4b8e-a1f0-6c2d9e7b4a10';
const RENDER_ID = '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f50';
const HASH = 'a1b2c3d4e5f6';
const link = (file: string) => `http://shop.test/staff/films/${HASH}/${file}?sig=s1`;

const ORDER: FilmPanelOrder & { unique_id: string } = {
  unique_id: ORDER_ID,
  character_name: 'Aarav',
  item_number: 3,
  story_title: 'The Butter Thief',
  language: 'hindi',
  stage: 'quality_check',
  pronunciation: 'AA-rav',
  parent: { email: 'parent@example.com', phone: '+91 98765 43210', updates_opted_in: true },
};

function renderOf(partial: Partial<FilmRender> = {}): FilmRender {
  return {
    id: RENDER_ID,
    order_id: ORDER_ID,
    state: 'rendered',
    progress: 1,
    step: null,
    error: null,
    error_code: null,
    attempts: 1,
    max_attempts: 3,
    queued_at: '2026-11-28T08:00:00.000Z',
    started_at: '2026-11-28T08:00:05.000Z',
    finished_at: '2026-11-28T08:03:40.000Z',
    duration_seconds: 252.4,
    inputs_hash: HASH,
    note: null,
    files: {
      master_url: link('master.mp4'),
      whatsapp_url: link('whatsapp.mp4'),
      poster_url: link('poster.jpg'),
      captions_url: link('captions.vtt'),
    },
    stills: [
      { label: 'Title', at_seconds: 0, url: link('still-title.jpg') },
      { label: 'Shot 3: the child meets Krishna', at_seconds: 41.5, url: link('still-3.jpg') },
      { label: 'Credits', at_seconds: 246, url: link('still-credits.jpg') },
    ],
    name_audio_url: link('name.wav'),
    ...partial,
  };
}

const RUNNING: Partial<FilmRender> = {
  state: 'rendering',
  progress: 0.423,
  step: 'personal shots',
  finished_at: null,
  duration_seconds: null,
  files: null,
  stills: [],
  name_audio_url: null,
};

function filmOf(partial: Partial<OrderFilm> = {}, render: Partial<FilmRender> | null = {}): OrderFilm {
  return {
    order_id: ORDER_ID,
    stage: 'quality_check',
    render: render === null ? null : renderOf(render),
    can_render: true,
    story_renderable: true,
    ...partial,
  };
}

const answer = (
  endpoint: keyof typeof FILM_RENDER_ENDPOINTS,
  body: OrderFilm | { message: string; code: string },
  status?: number,
): StubbedAnswer => ({
  endpoint: FILM_RENDER_ENDPOINTS[endpoint],
  params: { id: ORDER_ID },
  ...(status ? { status } : {}),
  body: 'message' in body ? body : { success: true, data: body },
});

function renderPanel(answers: StubbedAnswer[], order = ORDER) {
  const api = stubApi([signIn(ADMIN), ...answers]);
  const onOrderChanged = vi.fn();
  const notify = vi.fn();
  render(
    <QueryProvider>
      <OrderFilmPanel order={order} onOrderChanged={onOrderChanged} notify={notify} />
    </QueryProvider>,
  );
  return { api, onOrderChanged, notify };
}

const panel = () => screen.getByRole('region', { name: 'Film' });

describe('the film panel', () => {
  it('shows the render’s progress and step while it renders, and polls until it is rendered', async () => {
    renderPanel([answer('get', filmOf({ stage: 'in_production' }, RUNNING))]);
    expect((await screen.findByTestId('film-state')).textContent).toBe('Rendering');
    const bar = screen.getByRole('progressbar', { name: 'Rendering the film' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByTestId('film-percent').textContent).toBe('42%');
    expect(screen.getByTestId('film-progress').textContent).toContain('Personal shots');
    expect(within(panel()).queryByRole('button', { name: 'Approve and deliver' })).toBeNull();
  });

  it('reads the film again while it renders; when it is done the order is read again', async () => {
    const first = renderPanel([answer('get', filmOf({ stage: 'in_production' }, RUNNING))]);
    await screen.findByTestId('film-progress');
    const { api } = renderAgainWith([answer('get', filmOf())]);
    expect(
      (await screen.findByTestId('film-master', undefined, { timeout: FILM_RENDER_POLL_MS * 3 })).tagName,
    ).toBe('VIDEO');
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.get, { id: ORDER_ID }).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(first.onOrderChanged).toHaveBeenCalledTimes(1));
  }, 15_000);

  it('says a queued retry’s last failure, and waits for a worker', async () => {
    renderPanel([
      answer(
        'get',
        filmOf(
          { stage: 'in_production' },
          {
            ...RUNNING,
            state: 'queued',
            progress: 0,
            step: null,
            started_at: null,
            error: 'ffmpeg stopped: the machine ran out of memory.',
            error_code: 'ffmpeg-failed',
          },
        ),
      ),
    ]);
    expect((await screen.findByTestId('film-state')).textContent).toBe('Waiting to render');
    // No amount yet: the bar has no value and no percent shows.
    const bar = screen.getByRole('progressbar', { name: 'Waiting for a render worker' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.queryByTestId('film-percent')).toBeNull();
    expect(screen.getByTestId('film-progress').textContent).toContain(
      'Try 1 of 3 failed: ffmpeg stopped: the machine ran out of memory. It is tried again by itself.',
    );
  });

  it('says why a render failed in the studio’s words, and renders again', async () => {
    const reason =
      'The portrait could not be read: the photo file is damaged. Ask the parent for another photo.';
    const failed = filmOf(
      { stage: 'in_production' },
      { ...RUNNING, state: 'failed', attempts: 3, error: reason, error_code: 'portrait-unreadable' },
    );
    const queued = filmOf(
      { stage: 'in_production' },
      { ...RUNNING, state: 'queued', progress: 0, attempts: 0 },
    );
    const { api, notify, onOrderChanged } = renderPanel([
      answer('get', failed),
      answer('renderAgain', queued),
    ]);
    const failure = await screen.findByTestId('film-failure');
    expect(failure.textContent).toContain(FILM_RENDER_MESSAGES.failedAfterTries(3));
    expect(failure.textContent).toContain(reason);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Render again' }));
    expect((await screen.findByTestId('film-state')).textContent).toBe('Waiting to render');
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.renderAgain, { id: ORDER_ID })).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('A new render is queued.');
    expect(onOrderChanged).toHaveBeenCalled();
  });

  it('plays the draft and the WhatsApp copy with captions, shows the personal stills and the spoken name', async () => {
    renderPanel([answer('get', filmOf())]);
    const master = (await screen.findByTestId('film-master')) as HTMLVideoElement;
    expect(master.getAttribute('src')).toBe(link('master.mp4'));
    expect(master.getAttribute('poster')).toBe(link('poster.jpg'));
    const track = master.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('srclang'), track.getAttribute('src')]).toEqual([
      'captions',
      'hi',
      link('captions.vtt'),
    ]);
    expect(screen.getByTestId('film-whatsapp').getAttribute('src')).toBe(link('whatsapp.mp4'));
    expect(panel().textContent).toContain('4:12 long');

    const stills = within(screen.getByRole('list', { name: 'Personal shots' })).getAllByRole('img');
    expect(stills.map((img) => img.getAttribute('alt'))).toEqual([
      'Title, at 0:00',
      'Shot 3: the child meets Krishna, at 0:42',
      'Credits, at 4:06',
    ]);
    expect(stills[1]!.getAttribute('src')).toBe(link('still-3.jpg'));
    const name = screen.getByTestId('film-name-audio');
    expect(name.getAttribute('src')).toBe(link('name.wav'));
    expect(name.getAttribute('aria-label')).toBe('Aarav, as the film says it');
    expect(panel().textContent).toContain('The parent wrote: “AA-rav”');
  });

  it('approves and delivers after asking, and says so', async () => {
    const user = userEvent.setup();
    const { api, notify, onOrderChanged } = renderPanel([
      answer('get', filmOf()),
      answer('approve', filmOf({ stage: 'delivered', can_render: false })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve and deliver' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliver Aarav’s film?' });
    expect(dialog.textContent).toContain('by e-mail and WhatsApp');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.approve, { id: ORDER_ID })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve and deliver' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deliver Aarav’s film?' })).getByRole('button', {
        name: 'Approve and deliver',
      }),
    );
    expect((await screen.findByTestId('film-delivered')).textContent).toContain('the family has this film');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.approve, { id: ORDER_ID })).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('Film approved and delivered. The parent has the links.');
    expect(onOrderChanged).toHaveBeenCalled();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('keeps the draft playing through a delivery: the same render’s fresh links are not swapped for new ones', async () => {
    const user = userEvent.setup();
    const resigned = (file: string) => link(file).replace('sig=s1', 'sig=s2');
    renderPanel([
      answer('get', filmOf()),
      answer(
        'approve',
        filmOf(
          { stage: 'delivered', can_render: false },
          {
            files: {
              master_url: resigned('master.mp4'),
              whatsapp_url: resigned('whatsapp.mp4'),
              poster_url: resigned('poster.jpg'),
              captions_url: resigned('captions.vtt'),
            },
            name_audio_url: resigned('name.wav'),
          },
        ),
      ),
    ]);
    const master = await screen.findByTestId('film-master');
    await user.click(screen.getByRole('button', { name: 'Approve and deliver' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deliver Aarav’s film?' })).getByRole('button', {
        name: 'Approve and deliver',
      }),
    );
    await screen.findByTestId('film-delivered');
    expect(screen.getByTestId('film-master')).toBe(master);
    expect(master.getAttribute('src')).toBe(link('master.mp4'));
    expect(master.querySelector('track')!.getAttribute('src')).toBe(link('captions.vtt'));
    expect(screen.getByTestId('film-name-audio').getAttribute('src')).toBe(link('name.wav'));
  });

  it('renews the links when they are near their end, or when the render is another', () => {
    const first = filmOf();
    const resigned = filmOf({}, { files: { ...renderOf().files!, master_url: link('master.mp4?2') } });
    const t0 = Date.parse('2026-11-28T10:00:00Z');
    const held = keepFreshFilmLinks(undefined, first, t0);
    expect(keepFreshFilmLinks(held, resigned, t0 + 60_000).render!.files!.master_url).toBe(
      link('master.mp4'),
    );
    expect(keepFreshFilmLinks(held, resigned, t0 + ORDER_DETAIL_REFRESH_MS).render!.files!.master_url).toBe(
      link('master.mp4?2'),
    );
    const another = filmOf({}, { id: '9d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f51', files: resigned.render!.files });
    expect(keepFreshFilmLinks(held, another, t0 + 60_000).render!.files!.master_url).toBe(
      link('master.mp4?2'),
    );
  });

  it('shows a refused approval in the server’s words and reads the film and the order again', async () => {
    const user = userEvent.setup();
    const { api, onOrderChanged } = renderPanel([
      answer('get', filmOf()),
      answer(
        'approve',
        { message: FILM_RENDER_MESSAGES.notRendered, code: FILM_RENDER_ERROR_CODES.notRendered },
        409,
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve and deliver' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and deliver' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FILM_RENDER_MESSAGES.notRendered);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOrderChanged).toHaveBeenCalled();
    await waitFor(() => expect(api.sentTo(FILM_RENDER_ENDPOINTS.get, { id: ORDER_ID })).toHaveLength(2));
  });

  it('sends the film back only with a note, rendering again at once unless told to wait', async () => {
    const user = userEvent.setup();
    const queued = filmOf({ stage: 'in_production' }, { ...RUNNING, state: 'queued', progress: 0 });
    const { api, notify } = renderPanel([answer('get', filmOf()), answer('sendBack', queued)]);
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const form = screen.getByRole('form', { name: 'Send the film back' });
    await user.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(within(form).getByRole('alert').textContent).toBe(FILM_RENDER_MESSAGES.noteRequired);
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.sendBack, { id: ORDER_ID })).toHaveLength(0);

    await user.type(within(form).getByLabelText('What should change?'), '  The crown hides his eyes  ');
    expect(within(form).getByRole('checkbox', { name: /Render again at once/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(form).getByRole('button', { name: 'Send back' }));
    expect((await screen.findByTestId('film-state')).textContent).toBe('Waiting to render');
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.sendBack, { id: ORDER_ID })[0]!.body).toEqual({
      note: 'The crown hides his eyes',
      render_again: true,
    });
    expect(notify).toHaveBeenCalledWith('Sent back: a new render is queued.');
  });

  it('sends it back to wait for a fix when "render again at once" is unticked', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderPanel([
      answer('get', filmOf()),
      answer('sendBack', filmOf({ stage: 'in_production' }, { note: 'Crop closer' })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const form = screen.getByRole('form', { name: 'Send the film back' });
    await user.type(within(form).getByLabelText('What should change?'), 'Crop closer');
    await user.click(within(form).getByRole('checkbox', { name: /Render again at once/ }));
    await user.click(within(form).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.sendBack, { id: ORDER_ID })[0]!.body).toEqual({
      note: 'Crop closer',
      render_again: false,
    });
    expect(notify).toHaveBeenCalledWith('Sent back: fix what the note says, then render again.');
    expect(panel().textContent).toContain('Sent back with the note: “Crop closer”');
    // Back in production: no delivery from here, but a new render once it is fixed.
    expect(within(panel()).queryByRole('button', { name: 'Approve and deliver' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Render again' })).toBeTruthy();
  });

  it('says when the story has no storyboard yet, and when no film has been rendered', async () => {
    renderPanel([answer('get', filmOf({ story_renderable: false, can_render: false }, null))]);
    expect((await screen.findByTestId('film-not-renderable')).textContent).toBe(
      FILM_RENDER_MESSAGES.storyPending(3),
    );
  });

  it('offers the first render when none was made', async () => {
    renderPanel([answer('get', filmOf({ stage: 'received' }, null))]);
    expect((await screen.findByTestId('film-none')).textContent).toContain('No film yet');
    expect(screen.getByRole('button', { name: 'Render the film' })).toBeTruthy();
  });

  it('says when the film could not be loaded, with Retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPanel([answer('get', { message: 'Internal error', code: 'INTERNAL' }, 500)]);
    expect((await screen.findByRole('alert')).textContent).toContain('The film could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

/** The API's next answers (the stub replaces fetch): what the panel's next poll reads. */
function renderAgainWith(answers: StubbedAnswer[]) {
  return { api: stubApi([signIn(ADMIN), ...answers]) };
}
