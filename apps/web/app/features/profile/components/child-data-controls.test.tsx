// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { ChildDataControls } from './child-data-controls';

// The parent's controls over the child's data (issue 13 item 3): each deletion asks first, "keep"
// deletes nothing, a confirmed one says it is done; deleted media read "Deleted on …".

afterEach(cleanup);

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
