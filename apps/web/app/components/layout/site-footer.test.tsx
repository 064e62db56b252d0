// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH_ROOT, HINDI_ROOT } from '~/lib/testing/root-route';
import { SiteFooter } from './site-footer';

// The footer's blurb is a screen word like the rest of the footer, so a Hindi page has it in Hindi,
// browser-rendered ones (/hi/order) included.

afterEach(cleanup);

function renderFooter(path: string) {
  const Stub = createRoutesStub([
    { ...(path.startsWith('/hi') ? HINDI_ROOT : ENGLISH_ROOT), children: [{ path, Component: SiteFooter }] },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('the footer blurb', () => {
  it('is Hindi on a Hindi page', async () => {
    renderFooter('/hi/order');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Diya Tales भारतीय पौराणिक कथाओं के पर्सनलाइज़्ड एनिमेटेड वीडियो बनाता है');
    expect(footer.textContent).not.toContain('makes personalized animated videos');
  });

  it('is English on an English page', async () => {
    renderFooter('/order');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(
      'Diya Tales makes personalized animated videos of Indian mythology, where your child walks beside the gods and heroes of our timeless stories.',
    );
  });
});
