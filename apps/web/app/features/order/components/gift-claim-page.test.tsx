// @vitest-environment happy-dom
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { GIFT_ENDPOINTS } from '@shop/contracts/gifts';
import { VOICE_CLIP_ENDPOINTS } from '@shop/contracts/voice';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from '~/lib/query-provider';
import { stubApi } from '~/lib/testing/api-stub';
import { GiftClaimPage } from './gift-claim-page';

// The parent's gift page (docs/decisions/115): the name's spelling and the voice clip are the order
// form's own field and upload, and the clip goes with the acceptance.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const CLIP_ID = '0b7c1e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d';

function renderPage() {
  const api = stubApi([
    {
      endpoint: PAYMENT_ENDPOINTS.config,
      body: {
        card: { provider: 'sandbox-card', testMode: true },
        india: { provider: 'sandbox-upi', testMode: true },
        taxNumber: null,
        photoRetention: { daysAfterDelivery: 45, daysUndelivered: 60 },
      },
    },
    {
      endpoint: GIFT_ENDPOINTS.invitation,
      params: { token: TOKEN },
      body: {
        success: true,
        data: {
          giverName: 'Dadi Kamla',
          childName: 'Meera',
          occasion: 'birthday',
          message: 'Happy birthday, little star!',
          story: 3,
          language: 'english',
          siteLanguage: 'en',
          deliverAt: null,
          deliverTimeZone: null,
          recipientEmail: 'parent@example.in',
          state: 'invited',
        },
      },
    },
    {
      endpoint: VOICE_CLIP_ENDPOINTS.upload,
      body: { id: CLIP_ID, content_type: 'audio/webm', duration_seconds: 3.4 },
    },
    {
      endpoint: GIFT_ENDPOINTS.claim,
      params: { token: TOKEN },
      body: { success: true, data: { statusUrl: 'https://diyatales.example/order-status/1?sig=x' } },
    },
  ]);
  render(
    <MemoryRouter initialEntries={[`/gift/${TOKEN}`]}>
      <QueryProvider>
        <GiftClaimPage token={TOKEN} />
      </QueryProvider>
    </MemoryRouter>,
  );
  return api;
}

describe('the parent’s gift page', () => {
  it('takes the name’s spelling and a voice clip, the order form’s way, and sends the clip with the acceptance', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.type(await screen.findByLabelText('How do you say Meera?'), 'MEE-ra');
    const clip = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'meera.webm', { type: 'audio/webm' });
    await user.upload(screen.getByLabelText('Voice clip file'), clip);
    expect(await screen.findByLabelText('Your voice clip, 3 seconds')).toBeTruthy();
    expect(api.sentTo(VOICE_CLIP_ENDPOINTS.upload)).toHaveLength(1);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept the gift and send the photos' }));
    await waitFor(() => expect(api.sentTo(GIFT_ENDPOINTS.claim, { token: TOKEN })).toHaveLength(1));
    expect(api.sentTo(GIFT_ENDPOINTS.claim, { token: TOKEN })[0]!.body).toMatchObject({
      email: 'parent@example.in',
      pronunciation: 'MEE-ra',
      voiceClipId: CLIP_ID,
    });
  });

  it('sends no clip when the parent removed it', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const clip = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'meera.webm', { type: 'audio/webm' });
    await user.upload(await screen.findByLabelText('Voice clip file'), clip);
    await user.click(await screen.findByRole('button', { name: 'Remove the clip' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept the gift and send the photos' }));
    await waitFor(() => expect(api.sentTo(GIFT_ENDPOINTS.claim, { token: TOKEN })).toHaveLength(1));
    expect(api.sentTo(GIFT_ENDPOINTS.claim, { token: TOKEN })[0]!.body).not.toHaveProperty('voiceClipId');
  });
});
