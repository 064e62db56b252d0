// @vitest-environment happy-dom
import { GIFT_MESSAGES } from '@shop/contracts/gifts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '~/lib/query-provider';
import '~/lib/testing/api-stub';
import { ENGLISH_ROOT, HINDI_ROOT } from '~/lib/testing/root-route';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { OrderForm, type OrderFormValues } from './order-form';

// The order form's "This is a gift" mode (docs/decisions/121): the switch hides what is the parent's
// (photos, consent, the name's spelling and voice) and shows the gift's fields; a gift is checked by
// the server's schema, each finding at its field in the page's language.

const START: OrderFormValues = {
  kidName: 'Meera',
  storyId: '3',
  language: 'english',
  email: 'giver@example.com',
  country: 'US',
  state: '',
  phoneUpdates: false,
  phoneNumber: '',
  pronunciation: '',
  voiceClip: null,
  consentDays: null,
  deliverOn: null,
  promoCode: '',
  gift: null,
};

function Form({ onSubmit }: { onSubmit: (form: unknown) => void }) {
  const [values, setValues] = useState(START);
  const uploads = usePhotoUploads([]);
  return <OrderForm isGuest values={values} uploads={uploads} onChange={setValues} onSubmit={onSubmit} />;
}

const show = async (path: '/order' | '/hi/order' = '/order') => {
  const onSubmit = vi.fn();
  // The price quote's request is left unanswered: the form does not wait for it.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  const Stub = createRoutesStub([
    {
      ...(path === '/order' ? ENGLISH_ROOT : HINDI_ROOT),
      Component: () => (
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      ),
      children: [{ path, Component: () => <Form onSubmit={onSubmit} /> }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole('button', { name: /GET MY|Continue|भुगतान|कहानी/ });
  return onSubmit;
};

describe('OrderForm: This is a gift', () => {
  it('switches between an order and a gift: the parent’s fields go, the gift’s come', async () => {
    await show();
    expect(screen.getByText('Upload photos', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Your name, as the card says it')).toBeNull();

    fireEvent.click(screen.getByLabelText('This is a gift'));
    expect(screen.queryByText('Upload photos', { exact: false })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /consent|agree/i })).toBeNull();
    expect(screen.queryByText(/How do you say/)).toBeNull();
    expect(screen.getByLabelText('Child’s first name')).toBeTruthy();
    expect(screen.getByLabelText('Your name, as the card says it')).toBeTruthy();
    expect(screen.getByLabelText('Occasion')).toBeTruthy();
    expect(screen.getByLabelText('Your message on the card (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Parent’s e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Parent’s WhatsApp number')).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail (for the receipt and the gift’s progress)')).toBeTruthy();
    // A gift always has its day: no box to untick, the date filled in.
    expect(screen.getByRole('group', { name: 'The day it should arrive' })).toBeTruthy();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: /Continue to pay for the gift/ })).toBeTruthy();

    fireEvent.click(screen.getByLabelText('This is a gift'));
    expect(screen.getByText('Upload photos', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Your name, as the card says it')).toBeNull();
  });

  it('counts the message as it is typed', async () => {
    await show();
    fireEvent.click(screen.getByLabelText('This is a gift'));
    fireEvent.change(screen.getByLabelText('Your message on the card (optional)'), {
      target: { value: 'Happy birthday!' },
    });
    expect(screen.getByTestId('gift-message-count').textContent).toBe('15 of 200 characters');
  });

  it('an incomplete gift is not sent: each message at its field, tied to it', async () => {
    const onSubmit = await show();
    fireEvent.click(screen.getByLabelText('This is a gift'));
    fireEvent.click(screen.getByRole('button', { name: /Continue to pay for the gift/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    const giver = screen.getByLabelText('Your name, as the card says it');
    expect(giver.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(giver.getAttribute('aria-describedby')!)?.textContent).toBe(
      GIFT_MESSAGES.giverNameMissing,
    );
    expect(screen.getByLabelText('Occasion').getAttribute('aria-describedby')).toContain(
      'order-occasion-error',
    );
    expect(screen.getByRole('group', { name: 'Who receives it' }).getAttribute('aria-describedby')).toContain(
      'order-recipient-error',
    );
    expect(screen.getByText(GIFT_MESSAGES.recipientMissing)).toBeTruthy();
    expect(document.activeElement).toBe(giver);
  });

  it('a complete gift is sent as the gift’s start body', async () => {
    const onSubmit = await show();
    fireEvent.click(screen.getByLabelText('This is a gift'));
    fireEvent.change(screen.getByLabelText('Your name, as the card says it'), { target: { value: 'Dadi' } });
    fireEvent.change(screen.getByLabelText('Occasion'), { target: { value: 'diwali' } });
    fireEvent.change(screen.getByLabelText('Parent’s WhatsApp number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: /Continue to pay for the gift/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(form).toMatchObject({
      kidName: 'Meera',
      email: 'giver@example.com',
      country: 'US',
      gift: {
        giverName: 'Dadi',
        occasion: 'diwali',
        recipientPhone: '98765 43210',
        recipientDialCode: '+91',
      },
    });
    expect(form).not.toHaveProperty('kidPhotoIds');
    expect(form).not.toHaveProperty('amount');
  });

  it('on a Hindi page the messages are Hindi, found by their codes', async () => {
    await show('/hi/order');
    fireEvent.click(screen.getByRole('checkbox', { name: /तोहफ़ा/ }));
    fireEvent.click(screen.getByRole('button', { name: /तोहफ़े/ }));
    const giver = screen.getByRole('textbox', { name: /आपका नाम/ });
    const message = document.getElementById(giver.getAttribute('aria-describedby')!)?.textContent ?? '';
    expect(message).not.toBe(GIFT_MESSAGES.giverNameMissing);
    expect(message).toMatch(/[\u0900-\u097F]/);
  });
});
