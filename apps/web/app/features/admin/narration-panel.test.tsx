// @vitest-environment happy-dom
import {
  NARRATION_ENDPOINTS,
  NARRATION_ERROR_CODES,
  NARRATION_MESSAGES,
  type NarrationPart,
  type StoryNarration,
} from '@shop/contracts/narration';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '~/lib/query-provider';
import { signIn, stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import { NARRATION_PANEL_TEXT, NarrationPanel } from './components/narration-panel';

// The studio's narration panel (issue 33 point 3, docs/decisions/098) against contract-shaped
// answers: a story's lines in the chosen language with their state, a take uploaded, a refusal in
// the server's words, and a recording removed after asking.

const ADMIN = {
  id: '0b7e4c1a-5f7d-4c43-9a43-2d4f0f0b0a01',
  name: 'Meera Studio',
  email: 'meera@diyatales.test',
  role: 'admin' as const,
};

const RIVER = 'Long ago, in the village of Gokul beside the river Yamuna, the morning sun rose softly.';

function part(partial: Partial<NarrationPart> = {}): NarrationPart {
  return {
    segment: 'gokul-morning',
    line: 0,
    part: 0,
    text: RIVER,
    line_text: RIVER,
    max_seconds: 13.4,
    recording: null,
    ...partial,
  };
}

const TAKE = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  duration_seconds: 6.2,
  content_hash: 'c0ffee'.padEnd(64, '0'),
  original_type: 'audio/wav',
  uploaded_at: '2026-11-28T10:00:00.000Z',
  uploaded_by: 'meera@diyatales.test',
  url: 'http://shop.test/storage/files?key=narration%2Fx.wav&sig=s1',
  current: true,
  text: RIVER,
};

function narrationOf(parts: NarrationPart[], language: 'english' | 'hindi' = 'english'): StoryNarration {
  return { story: 1, language, storyboard_version: 1, parts };
}

const WELCOME = part({
  segment: 'title',
  text: ', this story is for you!',
  line_text: '{name}, this story is for you!',
  part: 1,
  max_seconds: 2.9,
});
const PLAIN = narrationOf([WELCOME, part()]);
const RECORDED = narrationOf([WELCOME, part({ recording: TAKE })]);
const PLACE = { story: 1, language: 'english', segment: 'gokul-morning', line: 0, part: 0 };

const answer = (
  endpoint: keyof typeof NARRATION_ENDPOINTS,
  body: StoryNarration | { message: string; code: string },
  params: Record<string, string | number> = PLACE,
  status?: number,
): StubbedAnswer => ({
  endpoint: NARRATION_ENDPOINTS[endpoint],
  params,
  ...(status ? { status } : {}),
  body: 'message' in body ? body : { success: true, data: body },
});
const list = (body: StoryNarration, language = 'english') => answer('list', body, { story: 1, language });

function renderPanel(answers: StubbedAnswer[]) {
  const api = stubApi([signIn(ADMIN), ...answers]);
  const notify = vi.fn();
  render(
    <QueryProvider>
      <NarrationPanel notify={notify} />
    </QueryProvider>,
  );
  return { api, notify };
}

async function chooseStory(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Story'), '1');
  return screen.findAllByTestId('narration-line');
}

const wav = () => new File([new Uint8Array([82, 73, 70, 70])], 'river.wav', { type: 'audio/wav' });

describe('the studio narration panel', () => {
  it('shows a story’s lines in the chosen language, each with its state and the name as a slot', async () => {
    const user = userEvent.setup();
    const hindi = narrationOf(
      [part({ text: 'बहुत पहले…', line_text: 'बहुत पहले…', recording: { ...TAKE, text: 'बहुत पहले…' } })],
      'hindi',
    );
    const { api } = renderPanel([list(PLAIN), list(hindi, 'hindi')]);
    expect(screen.getByText('Choose a story to see its lines.')).toBeTruthy();
    const lines = await chooseStory(user);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('Title card · welcome');
    // The child's name is a slot the studio never records.
    expect(within(lines[0]!).getByText('child’s name')).toBeTruthy();
    expect(within(lines[0]!).getByText('Words: “, this story is for you!”')).toBeTruthy();
    expect(lines[1]!.textContent).toContain('Shot 1 · line 1');
    expect(within(lines[1]!).getByTestId('narration-state').textContent).toBe('Voice');
    expect(screen.getByTestId('narration-summary').textContent).toBe('0 of 2 parts recorded in English.');

    await user.selectOptions(screen.getByLabelText('Language'), 'hindi');
    await waitFor(() =>
      expect(screen.getByTestId('narration-summary').textContent).toBe('1 of 1 parts recorded in Hindi.'),
    );
    expect(screen.getByTestId('narration-state').textContent).toBe('Studio recording · 6.2 s');
    expect(api.sentTo(NARRATION_ENDPOINTS.list, { story: 1, language: 'hindi' })).toHaveLength(1);
  });

  it('uploads a take for a line, then plays it', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderPanel([list(PLAIN), answer('upload', RECORDED)]);
    const lines = await chooseStory(user);
    await user.upload(within(lines[1]!).getByLabelText(/Upload recording/), wav());
    await waitFor(() =>
      expect(within(lines[1]!).getByTestId('narration-state').textContent).toBe('Studio recording · 6.2 s'),
    );
    const player = within(lines[1]!).getByLabelText(`Studio recording of “${RIVER}”`);
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe(TAKE.url);
    expect(within(lines[1]!).getByLabelText(/Replace recording/)).toBeTruthy();
    const sent = api.sentTo(NARRATION_ENDPOINTS.upload, PLACE);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(notify).toHaveBeenCalledWith('success', NARRATION_PANEL_TEXT.saved);
  });

  it('says in the server’s words why a take was refused, beside its line', async () => {
    const user = userEvent.setup();
    const message = NARRATION_MESSAGES.tooLong(15.2, 13.4);
    renderPanel([
      list(PLAIN),
      answer('upload', { message, code: NARRATION_ERROR_CODES.tooLong }, PLACE, 400),
    ]);
    const lines = await chooseStory(user);
    await user.upload(within(lines[1]!).getByLabelText(/Upload recording/), wav());
    expect((await within(lines[1]!).findByRole('alert')).textContent).toBe(message);
    expect(within(lines[1]!).getByTestId('narration-state').textContent).toBe('Voice');
  });

  it('removes a recording after asking, and the voice reads the line again', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderPanel([list(RECORDED), answer('remove', PLAIN)]);
    const lines = await chooseStory(user);
    await user.click(within(lines[1]!).getByRole('button', { name: `Remove the recording of “${RIVER}”` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Films already made keep the recording.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(lines[1]!).getByTestId('narration-state').textContent).toBe('Voice'));
    expect(api.sentTo(NARRATION_ENDPOINTS.remove, PLACE)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('success', NARRATION_PANEL_TEXT.removed);
  });
});
