// @vitest-environment happy-dom
import {
  ORDER_STATUS_ENDPOINTS,
  ORDER_STATUS_ERROR_CODES,
  ORDER_STATUS_MESSAGES,
  type OrderStatusView,
} from '@shop/contracts/order-status';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import { ENGLISH_ROOT, HINDI_ROOT } from '~/lib/testing/root-route';
import OrderStatusRoute, { meta } from './order-status';

// The order-status page behind the confirmation e-mail's signed link, in both languages: the Hindi
// page at /hi/order-status/… speaks Hindi throughout (headings, stages, dates, the WhatsApp box), and
// shows the API's English answers in Hindi.

const ORDER_ID = '3f1c9a52-8d0e-4b8e-a1f0-6c2d9e7b4a10';

const ORDER: OrderStatusView = {
  unique_id: ORDER_ID,
  order_number: 'DT-7K3F9Q',
  item_number: 1,
  story_title: 'Little Krishna the Butter Thief',
  character_name: 'Aarav',
  language: 'hindi',
  status: 'pending',
  stage: 'in_production',
  progress: {
    stage: 'in_production',
    due_at: '2026-01-16T10:00:00.000Z',
    steps: [
      { stage: 'received', label: 'Received', reached_at: '2026-01-15T10:00:00.000Z', current: false },
      {
        stage: 'in_production',
        label: 'In production',
        reached_at: '2026-01-15T12:00:00.000Z',
        current: true,
      },
      { stage: 'quality_check', label: 'Quality check', reached_at: null, current: false },
      { stage: 'delivered', label: 'Delivered', reached_at: null, current: false },
    ],
    photo_needed: null,
    cancelled: null,
  },
  due_at: '2026-01-16T10:00:00.000Z',
  created_date: '2026-01-15T10:00:00.000Z',
  child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
  scheduled_delivery: null,
  site_language: 'hi',
  whatsapp_updates: { phone_masked: '+91 •••••• 3210', stopped_at: null },
  video: null,
};

const viewed = (body: unknown, status = 200): StubbedAnswer => ({
  endpoint: ORDER_STATUS_ENDPOINTS.view,
  params: { id: ORDER_ID },
  status,
  body,
});

const invalidLink = viewed(
  { message: ORDER_STATUS_MESSAGES.invalidLink, code: ORDER_STATUS_ERROR_CODES.invalidLink },
  404,
);

function renderPage(answer: StubbedAnswer, language: 'en' | 'hi') {
  const api = stubApi([answer]);
  const prefix = language === 'hi' ? '/hi' : '';
  const Stub = createRoutesStub([
    {
      ...(language === 'hi' ? HINDI_ROOT : ENGLISH_ROOT),
      children: [{ path: `${prefix}/order-status/:orderId`, Component: OrderStatusRoute }],
    },
  ]);
  render(<Stub initialEntries={[`${prefix}/order-status/${ORDER_ID}?sig=abc`]} />);
  return api;
}

describe('the order-status page in Hindi', () => {
  it('shows the order, its stages and the WhatsApp box in Hindi', async () => {
    const api = renderPage(viewed({ success: true, data: ORDER }), 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'माखन चोर नन्हे कृष्ण' })).toBeTruthy();
    expect(api.sent[0]?.url).toBe(`/api/orders/status/${ORDER_ID}?sig=abc`);
    expect(screen.getByText('आपका ऑर्डर')).toBeTruthy();
    expect(screen.getByTestId('stage-badge').textContent).toBe('बन रहा है');
    expect(screen.getByRole('heading', { name: 'आपका वीडियो बन रहा है' })).toBeTruthy();
    // The promise: "within 24 hours" in Hindi, the time in hi-IN.
    expect(screen.getByText(/24 घंटे के भीतर, यानी/).textContent).toMatch(/16 जनवरी 2026/);

    const timeline = screen.getByRole('list', { name: 'ऑर्डर की प्रगति' });
    expect(
      within(timeline)
        .getAllByTestId('progress-step')
        .map((step) => step.querySelector('p')?.firstChild?.textContent),
    ).toEqual(['ऑर्डर मिल गया', 'वीडियो बन रहा है', 'गुणवत्ता जाँच', 'डिलीवर हो गया']);

    const details = screen.getByRole('region', { name: 'ऑर्डर की जानकारी' });
    expect(within(details).getByText('माखन चोर नन्हे कृष्ण')).toBeTruthy();
    expect(within(details).getByText('हिंदी')).toBeTruthy();
    expect(within(details).getByText('DT-7K3F9Q')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'रसीद डाउनलोड करें (PDF)' })).toBeTruthy();

    const whatsapp = screen.getByTestId('whatsapp-updates');
    expect(within(whatsapp).getByRole('heading', { name: 'व्हाट्सऐप अपडेट' })).toBeTruthy();
    expect(whatsapp.textContent).toContain('इस ऑर्डर की जानकारी हम व्हाट्सऐप पर +91 •••••• 3210 को भेजते हैं।');
    expect(screen.getByRole('button', { name: 'व्हाट्सऐप अपडेट बंद करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपके बच्चे की फ़ोटो और जानकारी' })).toBeTruthy();

    // No English left on the page.
    for (const english of [
      'Your order',
      'Order details',
      'Starring',
      'Received',
      'In production',
      'WhatsApp',
    ])
      expect(document.body.textContent).not.toContain(english);
  });

  it("tells an invalid link in Hindi, from the API's English answer", async () => {
    renderPage(invalidLink, 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'हम यह ऑर्डर नहीं खोल पाए' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'यह ऑर्डर लिंक सही नहीं है। कृपया ऑर्डर की पुष्टि वाले ई-मेल में दिया लिंक इस्तेमाल करें।',
    );
    expect(screen.queryByText(ORDER_STATUS_MESSAGES.invalidLink)).toBeNull();
    // The ways on stay in the Hindi site.
    expect(screen.getByRole('link', { name: 'आपकी प्रोफ़ाइल' }).getAttribute('href')).toBe('/hi/profile');
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर के लिंक ई-मेल करें' }).getAttribute('href')).toBe(
      '/hi/find-my-order',
    );
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' }).getAttribute('href')).toBe('/hi');
  });

  it('names the page in Hindi', () => {
    const [title] = meta({ location: { pathname: `/hi/order-status/${ORDER_ID}` } } as Parameters<
      typeof meta
    >[0]);
    expect(title).toEqual({ title: 'आपका ऑर्डर | Diya Tales' });
  });
});

describe('the order-status page in English', () => {
  it('keeps its English words', async () => {
    renderPage(viewed({ success: true, data: { ...ORDER, site_language: 'en' } }), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Little Krishna the Butter Thief' }),
    ).toBeTruthy();
    expect(screen.getByTestId('stage-badge').textContent).toBe('In production');
    expect(screen.getByRole('region', { name: 'Order details' })).toBeTruthy();
    expect(screen.getByText('Starring', { exact: false }).textContent).toBe('Starring Aarav');
    expect(screen.getByTestId('whatsapp-updates').textContent).toContain(
      'We send updates about this order on WhatsApp to +91 •••••• 3210.',
    );
    const [title] = meta({ location: { pathname: `/order-status/${ORDER_ID}` } } as Parameters<
      typeof meta
    >[0]);
    expect(title).toEqual({ title: 'Your Order | Diya Tales' });
  });

  it('tells an invalid link in the contract’s words', async () => {
    renderPage(invalidLink, 'en');
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_STATUS_MESSAGES.invalidLink);
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/profile');
  });
});
