import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

const developmentOnly =
  process.env.NODE_ENV === 'development' ? [route('profile-test', 'routes/profile-test.tsx')] : [];

export default [
  route('auth/success', 'routes/auth-success.tsx'),
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('stories', 'routes/stories.tsx'),
    route('order', 'routes/order.tsx'),
    route('order-confirmation', 'routes/order-confirmation.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('order-status/:orderId', 'routes/order-status.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('admin/complete-order/:orderId?', 'routes/admin-complete-order.tsx'),
    ...developmentOnly,
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/:postId', 'routes/blog-post.tsx'),
    route('testimonials', 'routes/testimonials.tsx'),
  ]),
  route('return-policy', 'routes/return-policy.tsx'),
  route('refund-policy', 'routes/refund-policy.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('disclaimer', 'routes/disclaimer.tsx'),
  route('about-contact', 'routes/about-contact.tsx'),
  route('shipping', 'routes/shipping.tsx'),
  route('blogs/:postId/article.json', 'routes/blog-article.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
