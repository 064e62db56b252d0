import { useParentText } from '~/lib/parent-text';

/** Every sandbox view says it is test mode (DESIGN §4). */
export function TestModeBadge() {
  const { payment } = useParentText();
  return (
    <span className="rounded-full bg-saffron-700 px-3 py-1 text-xs font-extrabold tracking-wider text-white uppercase">
      {payment.testMode}
    </span>
  );
}
