import { useParentText } from '~/lib/parent-text';

/** Every sandbox view says it is test mode (docs/architecture.md#real-parts-and-stand-ins). */
export function TestModeBadge() {
  const { payment } = useParentText();
  return (
    <span className="rounded-full bg-saffron-700 px-3 py-1 text-xs font-extrabold tracking-wider text-white uppercase">
      {payment.testMode}
    </span>
  );
}
