import { FindOrderPage } from '~/features/find-order/components/find-order-page';

export const meta = () => [
  { title: 'Find my order | Diya Tales' },
  {
    name: 'description',
    content:
      'Lost your confirmation e-mail? Enter your e-mail address and we send you the links to your orders.',
  },
];

export default function FindMyOrderRoute() {
  return <FindOrderPage />;
}
