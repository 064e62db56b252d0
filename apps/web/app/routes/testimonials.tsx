import { TestimonialsPage } from '~/features/testimonials/components/testimonials-page';
import { testimonialsPageData } from '~/features/testimonials/testimonials-page.server';
import type { Route } from './+types/testimonials';

// Build time only: reviews, figures and head tags are computed once and inlined in the prerendered page.
export function loader() {
  return testimonialsPageData();
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsPage {...loaderData} />;
}
