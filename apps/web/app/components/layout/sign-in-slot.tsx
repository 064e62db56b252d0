import type { ReactNode } from 'react';

/**
 * Where the sign-in widget goes (compact Google button in the landing nav, full widget in the top bar).
 * Shared layout never imports a feature, so the shell route passes the widget in as `children`; the
 * fixed box keeps the bars from shifting while the widget reads the stored session.
 */
export function SignInSlot({ compact = false, children }: { compact?: boolean; children?: ReactNode }) {
  return (
    <div data-slot="sign-in" data-compact={compact} className="flex min-h-11 min-w-0 items-center">
      {children}
    </div>
  );
}
