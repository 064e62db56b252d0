// @vitest-environment happy-dom
import { AUTH_ENDPOINTS } from '@shop/contracts/auth';
import { CHILD_DATA_ENDPOINTS, CHILD_DATA_MESSAGES } from '@shop/contracts/child-data';
import { ORDER_ENDPOINTS, type OwnOrder } from '@shop/contracts/orders';
import { VIDEO_ENDPOINTS, type Video } from '@shop/contracts/videos';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { signIn, stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import { ENGLISH_ROOT, HINDI_ROOT } from '~/lib/testing/root-route';
import ProfileRoute, { meta } from './profile';

// The profile screen through its route (docs/product-guide.md#profile): My Orders and My Videos of the
// signed-in parent, against the API's contract-shaped answers.

const PARENT = {
  id: '7a0c2e4b-1d3f-4a5b-9c6d-8e7f6a5b4c3d',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user' as const,
};

const order: OwnOrder = {
  unique_id: '3f1c9a52-8d0e-4b8e-a1f0-6c2d9e7b4a10',
  order_number: 'DT-7K3F9Q',
  user_id: PARENT.id,
  item_number: 3,
  character_name: 'Aarav',
  status: 'pending',
  stage: 'in_production',
  language: 'hindi',
  email: PARENT.email,
  country: 'IN',
  amount_minor: 49900,
  currency: 'INR',
  due_at: '2026-01-16T10:00:00.000Z',
  created_date: '2026-01-15T10:00:00.000Z',
  updated_date: '2026-01-15T10:00:00.000Z',
  child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
  scheduled_delivery: null,
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
};

const video = (n: number): Video => {
  const id = `9d3b2f7e-1c4a-4e5b-8f6d-${String(n).padStart(12, '0')}`;
  return {
    unique_id: id,
    id,
    order_id: order.unique_id,
    user_id: PARENT.id,
    uri: `videos/${n}.mp4`,
    thumbnail: `thumbnails/${n}.jpg`,
    title: `Adventure ${n}`,
    description: null,
    created_date: '2026-01-15T12:00:00.000Z',
    updated_date: '2026-01-15T12:00:00.000Z',
    video_url: `http://shop.test/storage/files?key=${n}`,
    thumbnail_url: `http://shop.test/storage/files?key=t${n}`,
    download_url: `http://shop.test/storage/files?key=${n}&download=1`,
  };
};

const myOrders = (orders: OwnOrder[]): StubbedAnswer => ({
  endpoint: ORDER_ENDPOINTS.listMine,
  body: { success: true, data: orders },
});

function renderProfile(answers: StubbedAnswer[]) {
  const api = stubApi([signIn(PARENT), ...answers]);
  const Stub = createRoutesStub([
    {
      ...ENGLISH_ROOT,
      Component: () => (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [{ path: '/profile', Component: ProfileRoute }],
    },
  ]);
  render(<Stub initialEntries={['/profile']} />);
  return api;
}

describe('the profile screen', () => {
  it("lists the parent's orders, and invites a first video when there is none", async () => {
    renderProfile([
      myOrders([order]),
      {
        endpoint: VIDEO_ENDPOINTS.listMine,
        body: { success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
      },
    ]);
    expect(await screen.findByRole('status', { name: 'Loading your orders' })).toBeTruthy();
    const orders = await screen.findByRole('region', { name: /My Orders/ });
    expect((await within(orders).findByText('Aarav')).closest('p')?.textContent).toContain('Starring Aarav');
    // The stages as a timeline (issue 12 item 7): done, now, next.
    const steps = within(orders).getAllByTestId('progress-step');
    expect(steps.map((step) => [step.textContent?.replace(/\(.*\)/, '').trim(), step.dataset.state])).toEqual(
      [
        ['Received', 'done'],
        ['In production', 'current'],
        ['Quality check', 'upcoming'],
        [expect.stringMatching(/^Delivered/), 'upcoming'],
      ],
    );
    const videos = screen.getByRole('region', { name: /My Videos/ });
    expect(await within(videos).findByText('No videos yet')).toBeTruthy();
    expect(within(videos).getByRole('link', { name: 'Order a video' }).getAttribute('href')).toBe('/order');
  });

  it('after “Delete my account” says on screen that it is done, not “Sign in Required”', async () => {
    const user = userEvent.setup();
    const api = renderProfile([
      myOrders([{ ...order, stage: 'delivered', status: 'complete' }]),
      {
        endpoint: VIDEO_ENDPOINTS.listMine,
        body: { success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
      },
      {
        endpoint: CHILD_DATA_ENDPOINTS.eraseAccount,
        body: {
          success: true,
          message: CHILD_DATA_MESSAGES.accountErased,
          data: { erased_at: '2026-01-20T10:00:00.000Z', orders: 1 },
        },
      },
      { endpoint: AUTH_ENDPOINTS.logout, body: { success: true } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete everything' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'Your account is deleted' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByTestId('account-erased').textContent).toContain(
      'A receipt of the deletion is on its way',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Sign in Required')).toBeNull();
    expect(api.sentTo(CHILD_DATA_ENDPOINTS.eraseAccount)).toHaveLength(1);
    // Signed out: the stored token is gone.
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('says which list failed, in the server’s words', async () => {
    renderProfile([
      {
        endpoint: ORDER_ENDPOINTS.listMine,
        status: 503,
        body: { message: 'Service unavailable', code: 'UNAVAILABLE' },
      },
      {
        endpoint: VIDEO_ENDPOINTS.listMine,
        body: { success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch orders');
    expect(alert.textContent).toContain('Service unavailable');
  });

  it('pages through the videos, ten at a time, newest first', async () => {
    const user = userEvent.setup();
    const api = renderProfile([
      myOrders([]),
      {
        endpoint: VIDEO_ENDPOINTS.listMine,
        body: {
          success: true,
          data: Array.from({ length: 10 }, (_, i) => video(i + 1)),
          pagination: { page: 1, limit: 10, total: 11, pages: 2 },
        },
      },
    ]);
    expect(await screen.findByText('Videos 1-10 of 11')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /^Adventure \d+$/ })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    // The next page's request leaves on the click's render, which a busy machine may take a moment for.
    await waitFor(() =>
      expect(
        new URL(api.sentTo(VIDEO_ENDPOINTS.listMine).at(-1)!.url, 'http://shop.test').searchParams.toString(),
      ).toBe('page=2&limit=10&sortBy=created_date&sortOrder=desc'),
    );
    const pageTwo = api.sentTo(VIDEO_ENDPOINTS.listMine).at(-1)!;
    expect(pageTwo.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('the profile screen in Hindi (/hi/profile)', () => {
  function renderHindi(answers: StubbedAnswer[]) {
    const api = stubApi([signIn(PARENT), ...answers]);
    const Stub = createRoutesStub([
      {
        ...HINDI_ROOT,
        Component: () => (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: '/hi/profile', Component: ProfileRoute }],
      },
    ]);
    render(<Stub initialEntries={['/hi/profile']} />);
    return api;
  }

  it('greets the parent and lists orders and videos in Hindi', async () => {
    renderHindi([
      myOrders([order]),
      {
        endpoint: VIDEO_ENDPOINTS.listMine,
        body: {
          success: true,
          data: Array.from({ length: 10 }, (_, i) => video(i + 1)),
          pagination: { page: 1, limit: 10, total: 11, pages: 2 },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'नमस्ते, Priya!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नई कहानी शुरू करें' }).getAttribute('href')).toBe('/hi/stories');

    const orders = await screen.findByRole('region', { name: /मेरे ऑर्डर/ });
    // The story's Hindi title, the child, the narration language and the price in hi-IN.
    expect(await within(orders).findByRole('heading', { name: 'कृष्ण और कालिया नाग' })).toBeTruthy();
    expect(within(orders).getByText('Aarav').closest('p')?.textContent).toBe('मुख्य किरदार: Aarav · हिंदी');
    expect(within(orders).getByText('₹499')).toBeTruthy();
    expect(within(orders).getByTestId('stage-badge').textContent).toBe('बन रहा है');
    const steps = within(orders).getAllByTestId('progress-step');
    expect(
      steps.map((step) => [step.querySelector('p')?.firstChild?.textContent, step.dataset.state]),
    ).toEqual([
      ['ऑर्डर मिल गया', 'done'],
      ['वीडियो बन रहा है', 'current'],
      ['गुणवत्ता जाँच', 'upcoming'],
      ['डिलीवर हो गया', 'upcoming'],
    ]);
    expect(within(orders).getByRole('heading', { name: 'आपके बच्चे की फ़ोटो और जानकारी' })).toBeTruthy();

    const videos = screen.getByRole('region', { name: /मेरे वीडियो/ });
    expect(await within(videos).findByText('11 में से 1-10 वीडियो')).toBeTruthy();
    expect(within(videos).getByRole('button', { name: 'पुराने' })).toBeTruthy();
    expect(within(videos).getAllByText(/को डिलीवर हुआ$/)).toHaveLength(10);

    expect(screen.getByRole('heading', { name: 'आपका खाता और डेटा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' })).toBeTruthy();
    for (const english of ['My Orders', 'My Videos', 'Starring', 'Namaste', 'Delete my account'])
      expect(document.body.textContent).not.toContain(english);
  });

  it('invites a first order in Hindi, and says in Hindi which list failed', async () => {
    renderHindi([
      myOrders([]),
      { endpoint: VIDEO_ENDPOINTS.listMine, status: 503, body: { message: 'Service unavailable' } },
    ]);
    expect(await screen.findByText('अभी कोई ऑर्डर नहीं')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कहानी चुनें' }).getAttribute('href')).toBe('/hi/stories');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('वीडियो लोड नहीं हो सके');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });

  it('says in Hindi that the account is deleted', async () => {
    const user = userEvent.setup();
    renderHindi([
      myOrders([]),
      {
        endpoint: VIDEO_ENDPOINTS.listMine,
        body: { success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
      },
      {
        endpoint: CHILD_DATA_ENDPOINTS.eraseAccount,
        body: {
          success: true,
          message: CHILD_DATA_MESSAGES.accountErased,
          data: { erased_at: '2026-01-20T10:00:00.000Z', orders: 0 },
        },
      },
      { endpoint: AUTH_ENDPOINTS.logout, body: { success: true } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'मेरा खाता हटाएँ' }));
    await user.click(screen.getByRole('button', { name: 'हाँ, सब कुछ हटा दें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका खाता हटा दिया गया है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' }).getAttribute('href')).toBe('/hi');
  });

  it('names the page in Hindi', () => {
    const [title] = meta({ location: { pathname: '/hi/profile' } } as Parameters<typeof meta>[0]);
    expect(title).toEqual({ title: 'मेरे ऑर्डर | Diya Tales' });
  });
});
