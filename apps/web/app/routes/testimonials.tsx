import { TestimonialsPage } from '~/features/testimonials/components/testimonials-page';
import { testimonialsPageData } from '~/features/testimonials/testimonials-page.server';
import { localeOfPath } from '@shop/contracts/locale';
import type { Route } from './+types/testimonials';

// Build time only: reviews, figures and head tags are computed once per language and inlined in the
// prerendered page (/testimonials, /hi/testimonials).
export function loader({ request }: Route.LoaderArgs) {
  return testimonialsPageData(localeOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsPage {...loaderData} />;
}
