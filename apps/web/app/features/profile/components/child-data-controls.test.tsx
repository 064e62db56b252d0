// @vitest-environment happy-dom
import { CHILD_DATA_MESSAGES } from '@shop/contracts/child-data';
import { cleanup, render as renderElement, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { loadParentText } from '~/lib/parent-text';
import { ChildDataControls } from './child-data-controls';

// The parent's controls over the child's data (issue 13 item 3): each deletion asks first, "keep"
// deletes nothing, a confirmed one says it is done; deleted media read "Deleted on …".

afterEach(cleanup);

// The controls speak the page's language, read from its path (/profile, /hi/profile).
const render = (element: ReactElement, path = '/profile') =>
  renderElement(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

const KEPT = { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null };

describe('ChildDataControls', () => {
  it('asks before deleting the photos; keeping them calls nothing, confirming deletes and says so', async () => {
    const user = userEvent.setup();
    const onDelete = vi
      .fn()
      .mockResolvedValue({ message: "Your child's photos are deleted. We sent you an e-mail receipt." });
    render(<ChildDataControls state={KEPT} hasVideo dataUrl="/data.json" onDelete={onDelete} />);
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/data.json');

    await user.click(screen.getByRole('button', { name: "Delete my child's photos now" }));
    const dialog = screen.getByRole('dialog', { name: "Delete your child's photos now?" });
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(dialog.isConnected).toBe(false);
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: "Delete my child's photos now" }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete the photos' }));
    expect(onDelete).toHaveBeenCalledWith('photos');
    expect((await screen.findByRole('status')).textContent).toMatch("Your child's photos are deleted.");
  });

  it('shows a refusal (already deleted) as an alert', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn().mockRejectedValue(new ApiError('This video was already deleted.', 409));
    render(<ChildDataControls state={KEPT} hasVideo onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete this video' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete the video' }));
    expect((await screen.findByRole('alert')).textContent).toMatch('This video was already deleted.');
  });

  it('says when and why the photos and the video were deleted, with nothing left to delete', () => {
    render(
      <ChildDataControls
        state={{
          photos_deleted_at: '2026-03-31T10:00:00.000Z',
          photos_deleted_reason: 'retention_delivered',
          video_deleted_at: '2026-04-02T10:00:00.000Z',
        }}
        hasVideo={false}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByTestId('child-data-photos').textContent).toMatch(
      /^Deleted on 31 March 2026 \(kept the promised days after delivery\)\.$/,
    );
    expect(screen.getByTestId('child-data-video').textContent).toMatch(/^Deleted on 2 April 2026\.$/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ChildDataControls on a Hindi page', () => {
  beforeAll(() => loadParentText('hi'));

  it('asks and answers in Hindi, the server’s English receipt message included', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn().mockResolvedValue({ message: CHILD_DATA_MESSAGES.photosDeleted });
    render(<ChildDataControls state={KEPT} hasVideo onDelete={onDelete} />, '/hi/profile');
    expect(screen.getByRole('heading', { name: 'आपके बच्चे की फ़ोटो और जानकारी' })).toBeTruthy();
    expect(screen.queryByText(/Your child/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'मेरे बच्चे की फ़ोटो अभी हटाएँ' }));
    expect(screen.getByRole('dialog', { name: 'अपने बच्चे की फ़ोटो अभी हटाएँ?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'हाँ, फ़ोटो हटा दें' }));
    expect(onDelete).toHaveBeenCalledWith('photos');
    expect((await screen.findByRole('status')).textContent).toBe(
      'आपके बच्चे की फ़ोटो हटा दी गई हैं। हमने आपको इसकी रसीद ई-मेल कर दी है।',
    );
  });

  it('says when and why in Hindi, with the date in hi-IN', () => {
    render(
      <ChildDataControls
        state={{
          photos_deleted_at: '2026-03-31T10:00:00.000Z',
          photos_deleted_reason: 'cancelled',
          video_deleted_at: '2026-04-02T10:00:00.000Z',
        }}
        hasVideo={false}
        onDelete={vi.fn()}
      />,
      '/hi/order-status/x',
    );
    expect(screen.getByTestId('child-data-photos').textContent).toBe(
      '31 मार्च 2026 को हटा दी गईं (ऑर्डर रद्द हो गया था)।',
    );
    expect(screen.getByTestId('child-data-video').textContent).toBe('2 अप्रैल 2026 को हटा दिया गया।');
  });
});
