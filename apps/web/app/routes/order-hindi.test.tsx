// @vitest-environment happy-dom
import { PARENT_TEXT_HI } from '@shop/content/parent-text.hi';
import { STORIES_HI } from '@shop/content/stories.hi';
import { PAYMENT_ENDPOINTS, PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { loadParentText } from '~/lib/parent-text';
import { signIn, stubApi, stubXhr } from '~/lib/testing/api-stub';
import { HINDI_ROOT } from '~/lib/testing/root-route';
import OrderRoute, { meta } from './order';

// The order form at /hi/order (issue 16): its words, the deities and story titles, the form's own
// checks, the contracts' alerts and the server's English refusals all in Hindi; the story's id and
// the values sent stay the same as on the English page.

const PARENT = {
  id: '7a0c2e4b-1d3f-4a5b-9c6d-8e7f6a5b4c3d',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user' as const,
};

function renderHindiOrderPage() {
  const api = stubApi([
    signIn(PARENT),
    {
      endpoint: PAYMENT_ENDPOINTS.config,
      body: {
        card: { provider: 'sandbox-card', testMode: true },
        india: { provider: 'sandbox-upi', testMode: true },
        taxNumber: null,
        photoRetention: { daysAfterDelivery: 45, daysUndelivered: 60 },
      },
    },
  ]);
  const Stub = createRoutesStub([
    {
      ...HINDI_ROOT,
      Component: () => (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [{ path: '/hi/order', Component: OrderRoute }],
    },
  ]);
  render(<Stub initialEntries={['/hi/order']} />);
  return api;
}

const words = PARENT_TEXT_HI.order;
const hindiMessages = PARENT_TEXT_HI.messages;

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('createImageBitmap', async () => ({ width: 1200, height: 1200, close: () => {} }));
});

describe('the order form at /hi/order', () => {
  it('is in Hindi: heading, labels, Hindi story titles under Hindi deity names, narration, price, consent', async () => {
    renderHindiOrderPage();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'अपना पौराणिक कथा वीडियो ऑर्डर करें' },
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('बच्चे का नाम')).toBeTruthy();
    expect(screen.getByLabelText('देश चुनें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अपने बच्चे की कहानी अभी पाएँ' })).toBeTruthy();

    // The story select lists the Hindi titles; the chosen story's value is still its id.
    const story = screen.getByLabelText('कहानी चुनें') as HTMLSelectElement;
    const third = STORIES_HI.find((entry) => entry.id === 3)!;
    expect(within(story).getByRole('option', { name: third.title }).getAttribute('value')).toBe('3');
    expect(story.querySelector('optgroup')?.getAttribute('label')).toBe('कृष्ण');
    await userEvent.setup().selectOptions(story, '3');
    expect(story.value).toBe('3');

    expect(screen.getByLabelText('अंग्रेज़ी')).toBeTruthy();
    // On the Hindi site a fresh form starts with Hindi narration (decision 051).
    expect((screen.getByLabelText('हिन्दी') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('अंग्रेज़ी') as HTMLInputElement).checked).toBe(false);
    expect(within(screen.getByLabelText('देश चुनें')).getByRole('option', { name: 'भारत' })).toBeTruthy();

    // The price box: Hindi words, the price in Western digits (decision 048).
    const price = await screen.findByRole('region', { name: 'त्योहारी सेल का दाम' });
    expect(within(price).getByText('कुल')).toBeTruthy();
    expect(within(price).getByTestId('sale-price').textContent).toMatch(/^(₹1,299|\$14\.99)$/);

    // The consent in Hindi with the shop's N, and its link to the Hindi privacy policy.
    const consent = await screen.findByTestId('consent-text');
    await vi.waitFor(() => expect(consent.textContent).toBe(words.consent.text(45)));
    expect(screen.getByRole('link', { name: 'हमारी गोपनीयता नीति पढ़ें' }).getAttribute('href')).toBe(
      '/hi/privacy-policy',
    );

    // No English left from the English page.
    const page = document.body.textContent ?? '';
    for (const english of ['Order Your Mythology Video', "Kid's Name", 'Select Story', 'Festival sale price'])
      expect(page).not.toContain(english);
  });

  it('puts the form’s own messages in Hindi next to empty fields, and alerts in Hindi', async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderHindiOrderPage();
    const name = await screen.findByLabelText('बच्चे का नाम', undefined, { timeout: 3_000 });
    const submit = screen.getByRole('button', { name: 'अपने बच्चे की कहानी अभी पाएँ' });

    await user.click(submit);
    expect(alert).not.toHaveBeenCalled();
    expect(document.getElementById('order-kidName-error')?.textContent).toBe('कृपया अपने बच्चे का नाम लिखें।');
    expect(document.getElementById('order-storyId-error')?.textContent).toBe(
      'कृपया अपने बच्चे के लिए एक कहानी चुनें।',
    );
    expect(document.body.textContent).not.toContain("Please enter your child's name.");

    // The next check is the contracts' alert (docs/product-guide.md#order-form-checks), said in Hindi.
    await user.type(name, 'Aarav');
    await user.selectOptions(screen.getByLabelText('कहानी चुनें'), '3');
    await user.selectOptions(screen.getByLabelText('देश चुनें'), 'US');
    await user.click(submit);
    expect(alert).toHaveBeenCalledWith(hindiMessages.payment.uploadPhoto);
    expect(alert).not.toHaveBeenCalledWith(PAYMENT_MESSAGES.uploadPhoto);
  });

  it('shows the server’s English refusal of a photo in Hindi', async () => {
    const user = userEvent.setup();
    renderHindiOrderPage();
    stubXhr(() => ({
      status: 415,
      body: { message: PHOTO_MESSAGES.invalidType, code: 'INVALID_FILE_TYPE' },
    }));
    await user.click(await screen.findByRole('button', { name: 'फ़ोटो अपलोड करें' }, { timeout: 3_000 }));

    const dialog = await screen.findByRole('dialog', { name: 'अपने बच्चे की फ़ोटो अपलोड करें' });
    expect(within(dialog).getByRole('heading', { name: 'फ़ोटो कैसी हो' })).toBeTruthy();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'aarav.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('फ़ोटो चुनें'), photo);
    await user.click(await within(dialog).findByRole('button', { name: '1 फ़ोटो अपलोड करें' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe(hindiMessages.photo.invalidType);
    expect(refusal.textContent).not.toBe(PHOTO_MESSAGES.invalidType);
  });

  it('has a Hindi title', async () => {
    await loadParentText('hi'); // as the route's clientLoader does before meta runs
    const tags = meta({ location: { pathname: '/hi/order' } } as Parameters<typeof meta>[0]);
    expect(tags[0]).toEqual({ title: 'अपना पौराणिक कथा वीडियो ऑर्डर करें | Diya Tales' });
    expect(meta({ location: { pathname: '/order' } } as Parameters<typeof meta>[0])[0]).toEqual({
      title: 'Order Your Mythology Video | Diya Tales',
    });
  });
});
