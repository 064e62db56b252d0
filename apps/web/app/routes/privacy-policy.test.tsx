// @vitest-environment happy-dom
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { policyPageData } from '~/features/legal/legal-pages.server';
import { ENGLISH_ROOT } from '~/lib/testing/root-route';
import { stubApi } from '~/lib/testing/api-stub';
import PrivacyPolicyRoute from './privacy-policy';

// The privacy policy states the N and M the server enforces (issue 13 item 5, docs/decisions/046):
// the prerendered defaults first, then the shop's own settings as served.

const servedConfig = (daysAfterDelivery: number, daysUndelivered: number) => ({
  endpoint: PAYMENT_ENDPOINTS.config,
  body: {
    card: { provider: 'sandbox-card', testMode: true },
    india: { provider: 'sandbox-upi', testMode: true },
    taxNumber: null,
    photoRetention: { daysAfterDelivery, daysUndelivered },
  },
});

describe('the privacy policy page', () => {
  it('states the retention the server is configured with, not only the defaults', async () => {
    const api = stubApi([servedConfig(45, 90)]);
    const Stub = createRoutesStub([
      {
        ...ENGLISH_ROOT,
        children: [
          {
            path: '/privacy-policy',
            Component: PrivacyPolicyRoute,
            // The page's build-time data, as prerendering gives it.
            loader: ({ request }) => policyPageData('/privacy-policy', request),
          },
        ],
      },
    ]);
    render(<Stub initialEntries={['/privacy-policy']} />);
    const main = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const text = () => main.closest('main')?.textContent ?? document.body.textContent ?? '';
    await waitFor(() => expect(text()).toContain('deleted 45 days after your video is delivered'));
    expect(text()).toContain('90 days after the order if it is never delivered');
    expect(text()).not.toContain('deleted 30 days after your video is delivered');
    expect(api.sentTo(PAYMENT_ENDPOINTS.config)).toHaveLength(1);
  });
});
