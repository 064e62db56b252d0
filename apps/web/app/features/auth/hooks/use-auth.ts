import { useContext } from 'react';
import { AuthContext } from '../auth-context';
import type { AuthContextValue } from '../auth-types';

/** The auth state and actions; throws when used outside <AuthProvider> (docs/product-guide.md#sign-in-messages). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
