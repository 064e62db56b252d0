// @vitest-environment happy-dom
import { PAYMENT_ENDPOINTS, PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { UPLOAD_ENDPOINTS } from '@shop/contracts/uploads';
import { endpointUrl } from '@shop/contracts/endpoint';
import { consentText } from '@shop/content/consent/by-language';
import { CONSENT_MESSAGES, consentFor } from '@shop/contracts/privacy';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { signIn, stubApi, stubXhr } from '~/lib/testing/api-stub';
import { ENGLISH_ROOT } from '~/lib/testing/root-route';
import OrderRoute from './order';

// The order form screen through its route (docs/product-guide.md#the-order-form, docs/product-guide.md#order-form-checks), for a parent
// signed in with Google, against the API's contract-shaped answers.

const PARENT = {
  id: '7a0c2e4b-1d3f-4a5b-9c6d-8e7f6a5b4c3d',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user' as const,
};

const PHOTO_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

const answers = (taxNumber: string | null = null) => [
  signIn(PARENT),
  {
    endpoint: PAYMENT_ENDPOINTS.config,
    body: {
      card: { provider: 'sandbox-card', testMode: true },
      india: { provider: 'sandbox-upi', testMode: true },
      taxNumber,
      photoRetention: { daysAfterDelivery: 45, daysUndelivered: 60 },
    },
  },
  {
    endpoint: PAYMENT_ENDPOINTS.startCardPayment,
    body: {
      clientSecret: 'pi_sandbox_1_secret_abc',
      provider: 'sandbox-card',
      amount: 2900,
      currency: 'USD',
      checkoutToken: 'checkout-token-1',
      price: {
        currency: 'USD',
        listMinor: 2900,
        discountMinor: 0,
        amountMinor: 2900,
        code: null,
        campaign: null,
        expectedBy: '2030-01-02T10:00:00.000Z',
      },
    },
  },
];

function renderOrderPage(taxNumber: string | null = null) {
  const api = stubApi(answers(taxNumber));
  const Stub = createRoutesStub([
    {
      ...ENGLISH_ROOT,
      Component: () => (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [{ path: '/order', Component: OrderRoute }],
    },
  ]);
  render(<Stub initialEntries={['/order']} />);
  return api;
}

async function fillTheForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Kid's Name"), 'Aarav');
  await user.selectOptions(screen.getByLabelText('Select Story'), '3');
  await user.selectOptions(screen.getByLabelText('Select Country'), 'US');
}

beforeEach(() => {
  sessionStorage.clear();
  // Decoding images is the browser's; the page only reads the size it finds.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 1200, height: 1200, close: () => {} }));
});

describe('the order form screen', () => {
  it('asks for a photo, in the product’s words, before anything is paid', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = renderOrderPage();
    await fillTheForm(user);
    await user.click(screen.getByRole('button', { name: /GET MY PERSONALIZED STORY NOW/ }));
    expect(alert).toHaveBeenCalledWith(PAYMENT_MESSAGES.uploadPhoto);
    expect(api.sentTo(PAYMENT_ENDPOINTS.startCardPayment)).toHaveLength(0);
  });

  it('uploads the photo, then starts the card payment with the form and the parent’s e-mail', async () => {
    const user = userEvent.setup();
    const api = renderOrderPage();
    const uploads = stubXhr(() => ({
      status: 200,
      body: {
        secure_url: `http://shop.test/media/photos/${PHOTO_ID}.jpg`,
        url: `http://shop.test/media/photos/${PHOTO_ID}.jpg`,
        public_id: PHOTO_ID,
        width: 1200,
        height: 1200,
      },
    }));
    await fillTheForm(user);

    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'aarav.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose photos'), photo);
    await user.click(await screen.findByRole('button', { name: 'Upload 1 Photo(s)' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.getByText(/1 of 3 uploaded/)).toBeTruthy();
    expect(uploads.map(({ method, url }) => [method, url])).toEqual([
      [UPLOAD_ENDPOINTS.photo.method, endpointUrl(UPLOAD_ENDPOINTS.photo)],
    ]);

    // Without the consent nothing is sent: its message is next to the box.
    await user.click(screen.getByRole('button', { name: /GET MY PERSONALIZED STORY NOW/ }));
    expect(document.getElementById('order-consentDays-error')?.textContent).toBe(CONSENT_MESSAGES.required);
    expect(api.sentTo(PAYMENT_ENDPOINTS.startCardPayment)).toHaveLength(0);
    // The wording carries the shop's N as served (45 here, not the default 30).
    const consent = screen.getByRole('checkbox', { name: /parent or legal guardian/ });
    await waitFor(() => expect(consent.closest('label')?.textContent).toBe(consentText(45)));
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await user.click(consent);
    expect(document.getElementById('order-consentDays-error')).toBeNull();

    await user.click(screen.getByRole('button', { name: /GET MY PERSONALIZED STORY NOW/ }));
    expect(await screen.findByText('Pay by card')).toBeTruthy();
    const [start] = api.sentTo(PAYMENT_ENDPOINTS.startCardPayment);
    expect(start?.body).toEqual({
      kidName: 'Aarav',
      storyId: '3',
      language: 'english',
      email: PARENT.email,
      country: 'US',
      kidPhotoIds: [PHOTO_ID],
      phoneUpdates: false,
      // Left empty: the one schema reads a blank spelling as none.
      pronunciation: '',
      consent: consentFor(45),
      // The page is /order: an English order (its e-mails and messages in English).
      siteLanguage: 'en',
    });
    expect(start?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});

const uploadAnswer = () =>
  stubXhr(() => ({
    status: 200,
    body: {
      secure_url: `http://shop.test/media/photos/${PHOTO_ID}.jpg`,
      url: `http://shop.test/media/photos/${PHOTO_ID}.jpg`,
      public_id: PHOTO_ID,
      width: 1200,
      height: 1200,
    },
  }));

async function uploadOne(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Upload photos' }));
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'aarav.jpg', { type: 'image/jpeg' });
  await user.upload(screen.getByLabelText('Choose photos'), photo);
  await user.click(await screen.findByRole('button', { name: 'Upload 1 Photo(s)' }));
  await user.click(await screen.findByRole('button', { name: 'Done' }));
}

describe('the price box’s tax number', () => {
  it('shows the configured tax number, for India and abroad', async () => {
    const user = userEvent.setup();
    const api = renderOrderPage('29AAPFU0939F1ZR');
    const price = await screen.findByRole('region', { name: 'Festival sale price' });
    expect((await within(price).findByTestId('tax-number')).textContent).toBe('29AAPFU0939F1ZR');
    expect(within(price).getByText('Tax number')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Select Country'), 'US');
    expect(within(price).getByTestId('tax-number').textContent).toBe('29AAPFU0939F1ZR');
    expect(api.sentTo(PAYMENT_ENDPOINTS.config)).toHaveLength(1);
  });

  it('has no tax-number line at all when none is configured', async () => {
    const user = userEvent.setup();
    const api = renderOrderPage(null);
    const price = await screen.findByRole('region', { name: 'Festival sale price' });
    await user.selectOptions(screen.getByLabelText('Select Country'), 'US');
    await vi.waitFor(() => expect(api.sentTo(PAYMENT_ENDPOINTS.config)).toHaveLength(1));
    // The configuration has answered: still no line, and no placeholder in its place.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(price).getByText(/HST \(13%\)/)).toBeTruthy();
    expect(within(price).queryByText('Tax number')).toBeNull();
    expect(within(price).queryByTestId('tax-number')).toBeNull();
    expect(price.textContent).not.toMatch(/receipt/i);
  });
});

describe('the order form’s own messages and its draft', () => {
  it('puts a message next to an empty name and an unchosen story, without an alert', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = renderOrderPage();
    const name = await screen.findByLabelText("Kid's Name");
    await user.selectOptions(screen.getByLabelText('Select Story'), '');
    await user.click(screen.getByRole('button', { name: /GET MY PERSONALIZED STORY NOW/ }));
    expect(alert).not.toHaveBeenCalled();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('order-kidName-error')?.textContent).toBe(
      "Please enter your child's name.",
    );
    expect(document.getElementById('order-storyId-error')?.textContent).toBe(
      'Please choose a story for your child.',
    );
    expect(document.activeElement).toBe(name);
    // Typing a name takes its message away; the story's stays until a story is chosen.
    await user.type(name, 'Aarav');
    expect(document.getElementById('order-kidName-error')).toBeNull();
    expect(document.getElementById('order-storyId-error')).not.toBeNull();
    expect(api.sentTo(PAYMENT_ENDPOINTS.startCardPayment)).toHaveLength(0);
  });

  it('brings back the values and the uploaded photo after a refresh', async () => {
    const user = userEvent.setup();
    renderOrderPage();
    uploadAnswer();
    await fillTheForm(user);
    await user.click(screen.getByLabelText('Hindi (हिन्दी)'));
    await uploadOne(user);
    expect(screen.getByText(/1 of 3 uploaded/)).toBeTruthy();

    cleanup(); // the page is gone, as after a refresh; this tab's storage stays
    renderOrderPage();
    expect(((await screen.findByLabelText("Kid's Name")) as HTMLInputElement).value).toBe('Aarav');
    expect((screen.getByLabelText('Select Story') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Select Country') as HTMLSelectElement).value).toBe('US');
    expect((screen.getByLabelText('Hindi (हिन्दी)') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/1 of 3 uploaded/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toContain(PHOTO_ID);
  });

  it('ignores a draft of another version or a broken one, and starts a fresh form', async () => {
    for (const stored of [
      JSON.stringify({ version: 0, savedAt: Date.now(), values: { kidName: 'Old' }, photos: [] }),
      JSON.stringify({ version: 1, savedAt: Date.now(), step: 'form', values: { kidName: 7 }, photos: {} }),
      '{not json',
    ]) {
      sessionStorage.setItem('orderDraft', stored);
      renderOrderPage();
      expect(((await screen.findByLabelText("Kid's Name")) as HTMLInputElement).value).toBe('');
      expect(sessionStorage.getItem('orderDraft')).not.toBe(stored);
      cleanup();
    }
  });
});

describe('an India buyer’s state', () => {
  it('is asked for next to its field, and kept by the draft', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = renderOrderPage();
    uploadAnswer();
    await fillTheForm(user);
    await user.selectOptions(screen.getByLabelText('Select Country'), 'IN');
    await uploadOne(user);
    await user.click(screen.getByRole('button', { name: /GET MY PERSONALIZED STORY NOW/ }));
    expect(alert).not.toHaveBeenCalled();
    expect(document.getElementById('order-state-error')?.textContent).toBe(
      'Please choose your state or union territory.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('State or union territory'));
    expect(api.sentTo(PAYMENT_ENDPOINTS.startIndiaPayment)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('State or union territory'), 'KA');
    expect(document.getElementById('order-state-error')).toBeNull();
    cleanup();
    renderOrderPage();
    expect(((await screen.findByLabelText('State or union territory')) as HTMLSelectElement).value).toBe(
      'KA',
    );
  });
});
