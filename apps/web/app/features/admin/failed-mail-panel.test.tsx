import { renderToStaticMarkup } from 'react-dom/server';
import type { FailedMail } from '@shop/contracts/failed-mail';
import { describe, expect, it } from 'vitest';
import { FailedMailPanel } from './components/failed-mail-panel';
import type { FailedMailState } from './api/admin-queries';

// The dashboard's "E-mails not delivered" panel (docs/decisions/019), as the admin reads it.

const mail = (overrides: Partial<FailedMail>): FailedMail => ({
  id: '5b0f3b1e-0000-4000-8000-000000000001',
  kind: 'delivery',
  to: 'parent@example.com',
  subject: "Aarav's video is ready: Krishna",
  error: '550 5.7.1 Relay access denied',
  attempts: 8,
  createdAt: '2026-01-03T08:00:00.000Z',
  failedAt: '2026-01-03T10:05:00.000Z',
  retryable: true,
  ...overrides,
});

const render = (state: FailedMailState) =>
  renderToStaticMarkup(<FailedMailPanel state={state} reload={() => {}} notify={() => {}} />);

describe('FailedMailPanel', () => {
  it('lists each e-mail with its kind, recipient, reason and time; only the retryable ones can be sent again', () => {
    const html = render({
      kind: 'loaded',
      total: 25,
      mails: [
        mail({}),
        mail({
          id: '5b0f3b1e-0000-4000-8000-000000000002',
          kind: 'new-order-notice',
          to: 'night<shift@diyatales.test',
          error: 'Not a valid e-mail address, so it was not sent.',
          attempts: 0,
          retryable: false,
        }),
      ],
    });
    expect(html.match(/data-testid="failed-mail"/g)).toHaveLength(2);
    expect(html).toContain('Video delivery (parent)');
    expect(html).toContain('New-order notice (staff)');
    expect(html).toContain('550 5.7.1 Relay access denied');
    expect(html).toContain('night&lt;shift@diyatales.test'); // escaped, shown whole
    expect(html).toContain('8 attempts');
    expect(html.match(/Send again to /g)).toEqual(['Send again to ']);
    expect(html).toContain('aria-label="Send again to parent@example.com"');
    expect(html).toContain('Cannot be sent again');
    expect(html).toContain('Showing the latest 2 of 25.');
  });

  it('says when every e-mail went out, and while it loads', () => {
    expect(render({ kind: 'loaded', total: 0, mails: [] })).toContain('Every e-mail went out.');
    expect(render({ kind: 'loading' })).toContain('role="status"');
    expect(
      render({ kind: 'failed', message: 'Failed to load undelivered e-mails. Please try again.' }),
    ).toContain('role="alert"');
  });
});
