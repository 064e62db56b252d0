import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

// The wiring a screen reader relies on: the label names the control, the hint and the error describe it.

const render = (props: { hint?: string; error?: string | null }) =>
  renderToStaticMarkup(
    <Field id="kid" label="Kid's Name" {...props}>
      {(control) => <input {...control} />}
    </Field>,
  );

describe('Field', () => {
  it('labels its control and describes it by nothing when there is no hint or error', () => {
    const html = render({});
    expect(html).toContain('<label for="kid"');
    expect(html).toContain('<input id="kid"/>');
  });

  it('describes the control by its hint, then its error, and marks it invalid while the error shows', () => {
    const html = render({ hint: 'We send the video here.', error: 'Please enter a valid email address.' });
    expect(html).toContain('<input id="kid" aria-describedby="kid-hint kid-error" aria-invalid="true"/>');
    expect(html).toMatch(/<p id="kid-hint"[^>]*>We send the video here\.<\/p>/);
    expect(html).toMatch(/<p id="kid-error" role="alert"[^>]*>Please enter a valid email address\.<\/p>/);
  });
});
