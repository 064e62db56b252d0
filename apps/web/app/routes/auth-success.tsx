import { AuthCallback } from '~/features/auth/components/auth-callback';

export const meta = () => [{ title: 'Signing you in | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// Where the server sends the browser back after Google sign-in (?token=… or ?error=…).
export default function AuthSuccessPage() {
  return <AuthCallback />;
}
