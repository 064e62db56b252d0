import { DiyaFlame } from './auth-icons';

/** While the stored session is read: "Checking authentication..." or "Verifying admin access...". */
export function AuthWaiting({ text }: { text: string }) {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24" aria-busy="true">
      <DiyaFlame className="size-16" />
      <p role="status" className="font-display text-xl font-bold text-night-700">
        {text}
      </p>
    </main>
  );
}
