import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { VOICE_CLIP_MESSAGES } from '@shop/contracts/voice';
import { describe, expect, it } from 'vitest';
import { NameVoiceFields, type NameVoiceFieldsProps } from './name-voice-fields';

// The order form's "How do you say {name}?" and voice clip, as a screen reader meets them.

// An English page (/order): the fields read the page's language from its path.
const render = (props: Partial<NameVoiceFieldsProps>) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/order']}>
      <NameVoiceFields
        kidName="Aarav"
        pronunciation=""
        voiceClip={null}
        error={null}
        onChange={() => undefined}
        {...props}
      />
    </MemoryRouter>,
  );

describe('NameVoiceFields', () => {
  it('asks with the child’s name, limits the spelling to 60 characters, and offers a file where recording is not possible', () => {
    const html = render({});
    expect(html).toContain('How do you say Aarav?');
    expect(html).toContain('maxLength="60"');
    expect(html).toContain('Choose a recording');
    // No MediaRecorder here (as in a browser without one): no record button that cannot work.
    expect(html).not.toContain('Record the name');
    expect(html).toContain('aria-live="polite"');
    expect(render({ kidName: ' ' })).toContain('How do you say your child’s name?');
  });

  it('shows the field’s message, wired to the input', () => {
    const html = render({ pronunciation: 'a'.repeat(61), error: VOICE_CLIP_MESSAGES.pronunciationTooLong });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="order-pronunciation-hint order-pronunciation-error"');
    expect(html).toContain(`id="order-pronunciation-error" role="alert"`);
  });

  it('a saved clip can be played and removed', () => {
    const html = render({
      voiceClip: { id: '0b7c1e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d', seconds: 4.2, previewUrl: 'blob:x' },
    });
    expect(html).toContain('<audio controls="" src="blob:x" aria-label="Your voice clip, 4 seconds"');
    expect(html).toContain('Remove the clip');
    expect(html).toContain('Choose another file');
  });
});
