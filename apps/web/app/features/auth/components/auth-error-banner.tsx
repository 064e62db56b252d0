import { useAuth } from '../hooks/use-auth';
import { useOnDemand } from '../hooks/use-on-demand';

// Most visits never see an auth error, so the banner's code loads only when there is one
// (docs/decisions/016).
const loadAuthErrorAlert = () => import('./auth-error-alert');

/** The shell's place for the Authentication Error banner (docs/product-guide.md#sign-in-messages); empty while there is no error. */
export function AuthErrorBanner() {
  const { error, clearError } = useAuth();
  const alert = useOnDemand(loadAuthErrorAlert, error !== null);
  if (!error || !alert) return null;
  return <alert.AuthErrorAlert problem={error} onDismiss={clearError} />;
}
