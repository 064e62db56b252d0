// @vitest-environment happy-dom
import type { AdminOrderDetail } from '@shop/contracts/order-detail';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { type Order } from '@shop/contracts/order';
import { UPLOAD_ENDPOINTS } from '@shop/contracts/uploads';
import { VIDEO_ENDPOINTS } from '@shop/contracts/videos';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { signIn, stubApi, stubXhr, type StubbedAnswer } from '~/lib/testing/api-stub';
import AdminCompleteOrderRoute from './admin-complete-order';

// The admin's complete-order screen through its route (docs/product-guide.md#completing-an-order),
// against the API's contract-shaped answers.

const ADMIN = {
  id: '0b7e4c1a-5f7d-4c43-9a43-2d4f0f0b0a01',
  name: 'Meera Studio',
  email: 'meera@diyatales.test',
  role: 'admin' as const,
};

const order: Order = {
  unique_id: '3f1c9a52-8d0e-4b8e-a1f0-6c2d9e7b4a10',
  order_number: 'DT-7K3F9Q',
  user_id: null,
  item_number: 3,
  character_name: 'Aarav',
  status: 'pending',
  stage: 'received',
  language: 'english',
  email: 'parent@example.com',
  country: 'IN',
  amount_minor: 49900,
  currency: 'INR',
  due_at: '2026-01-16T10:00:00.000Z',
  created_date: '2026-01-15T10:00:00.000Z',
  updated_date: '2026-01-15T10:00:00.000Z',
  child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
  scheduled_delivery: null,
};

const presigned = (folder: 'videos' | 'thumbnails', type: string) => ({
  success: true,
  data: {
    uploadUrl: `http://shop.test/storage/upload?key=${folder}/x&sig=s`,
    fileKey: `${folder}/${order.unique_id}/x`,
    fileUrl: `${folder}/${order.unique_id}/x`,
    headers: { 'Content-Type': type },
    expiresAt: '2026-01-15T11:00:00.000Z',
  },
});

function renderScreen(answers: StubbedAnswer[], orderId = order.unique_id) {
  const api = stubApi([signIn(ADMIN), ...answers]);
  const Stub = createRoutesStub([
    {
      Component: () => (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [
        { path: '/admin/complete-order/:orderId?', Component: AdminCompleteOrderRoute },
        { path: '/admin', Component: () => <h1>Admin Dashboard</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/admin/complete-order/${orderId}`]} />);
  return api;
}

// An admin reads the studio's view of the order (issue 12); the screen uses its order fields.
const adminView: AdminOrderDetail = {
  ...order,
  view: 'admin',
  order_number: 'DT-7K3F9Q',
  story_title: 'The Butter Thief',
  overdue: false,
  provider: 'sandbox',
  payment_reference: 'pi_sandbox_1',
  parent: { email: order.email, phone: null, updates_opted_in: false },
  site_language: 'en',
  whatsapp: { phone: null, opted_in_at: null, opt_in_text: null, opted_out_at: null, messages: [] },
  photos: [],
  pronunciation: null,
  voice_clip: null,
  consent: null,
  media_access: [],
  events: [],
  photo_request: null,
  refund: null,
  video: null,
};

const getOrder: StubbedAnswer = {
  endpoint: ORDER_ENDPOINTS.get,
  params: { id: order.unique_id },
  body: { success: true, data: adminView },
};

describe('the complete-order screen', () => {
  it('shows the order it loaded, and keeps Complete Order off until the title and both files are there', async () => {
    const api = renderScreen([getOrder]);
    expect(await screen.findByText('Aarav')).toBeTruthy();
    expect(api.sentTo(ORDER_ENDPOINTS.get, { id: order.unique_id })).toHaveLength(1);
    const submit = screen.getByRole('button', { name: 'Complete Order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(
      screen.getByText('Please fill in all required fields and ensure order details are loaded'),
    ).toBeTruthy();
  });

  it('says the order failed to load when the API refuses it', async () => {
    renderScreen([
      {
        endpoint: ORDER_ENDPOINTS.get,
        params: { id: order.unique_id },
        status: 404,
        body: { message: 'Order not found', code: 'ORDER_NOT_FOUND' },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load order details');
  });

  it('uploads both files to their links, saves the video and completes the order, then says so', async () => {
    const user = userEvent.setup();
    const api = renderScreen([
      getOrder,
      { endpoint: UPLOAD_ENDPOINTS.presign, body: presigned('thumbnails', 'image/jpeg') },
      {
        endpoint: VIDEO_ENDPOINTS.create,
        status: 201,
        body: {
          success: true,
          data: {
            unique_id: '9d3b2f7e-1c4a-4e5b-8f6d-0a1b2c3d4e5f',
            id: '9d3b2f7e-1c4a-4e5b-8f6d-0a1b2c3d4e5f',
            order_id: order.unique_id,
            user_id: null,
            uri: `videos/${order.unique_id}/x`,
            thumbnail: `thumbnails/${order.unique_id}/x`,
            title: 'Aarav and the Butter Thief',
            description: null,
            created_date: '2026-01-15T12:00:00.000Z',
            updated_date: '2026-01-15T12:00:00.000Z',
            child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
            scheduled_delivery: null,
            video_url: 'http://shop.test/storage/files?key=v',
            thumbnail_url: 'http://shop.test/storage/files?key=t',
            download_url: 'http://shop.test/storage/files?key=v&download=1',
          },
        },
      },
      {
        endpoint: ORDER_ENDPOINTS.complete,
        params: { id: order.unique_id },
        body: { success: true, data: { ...order, status: 'complete', stage: 'delivered' } },
      },
    ]);
    const puts = stubXhr(() => ({ status: 204 }));

    await screen.findByText('Aarav');
    await user.type(screen.getByLabelText(/Video title/), 'Aarav and the Butter Thief');
    const video = new File(['mp4'], 'aarav.mp4', { type: 'video/mp4' });
    const thumbnail = new File(['jpg'], 'aarav.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose video file'), video);
    await user.upload(screen.getByLabelText('Choose thumbnail image'), thumbnail);
    expect(screen.getByText('aarav.mp4')).toBeTruthy();
    expect(screen.getByText('aarav.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');

    expect(await screen.findByText(/Order DT-7K3F9Q completed successfully!/)).toBeTruthy();
    expect(api.sentTo(UPLOAD_ENDPOINTS.presign).map((request) => request.body)).toEqual([
      {
        orderId: order.unique_id,
        fileName: 'aarav.jpg',
        fileType: 'image/jpeg',
        fileSize: 3,
        contentType: 'photo',
        customFolder: 'thumbnails',
      },
      {
        orderId: order.unique_id,
        fileName: 'aarav.mp4',
        fileType: 'video/mp4',
        fileSize: 3,
        contentType: 'video',
        customFolder: 'videos',
      },
    ]);
    expect(puts.map((request) => [request.method, request.body])).toEqual([
      ['PUT', thumbnail],
      ['PUT', video],
    ]);
    expect(api.sentTo(VIDEO_ENDPOINTS.create)[0]?.body).toEqual({
      order_id: order.unique_id,
      user_id: null,
      uri: `thumbnails/${order.unique_id}/x`,
      thumbnail: `thumbnails/${order.unique_id}/x`,
      title: 'Aarav and the Butter Thief',
    });
    expect(api.sentTo(ORDER_ENDPOINTS.complete, { id: order.unique_id })[0]?.body).toEqual({
      status: 'complete',
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 3000 })).toBeTruthy();
  });
});
