import type { AuthProvider, Role } from '@shop/contracts/auth-constants';
import type { AuthProblem } from './auth-problem';

/** docs/architecture.md#sign-in: the authenticated user of the token, plus what the app adds (guest or Google). */
export interface AppUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  provider: AuthProvider;
  authProvider: AuthProvider;
  createdAt: string;
  lastLogin: string;
  avatarUrl?: string;
  isGuest: boolean;
}

/** docs/product-guide.md#signing-in. */
export interface AuthState {
  loading: boolean;
  isAuthenticated: boolean;
  user: AppUser | null;
  /** What the Authentication Error banner says, by key (./auth-problem); null: no banner. */
  error: AuthProblem | null;
}

export interface AuthContextValue extends AuthState {
  /** When the guest session ends (ms since the epoch); null unless signed in as a guest. */
  guestEndsAt: number | null;
  /**
   * The last session was a guest's that ran out (not a sign-out): the page may say so and show the way
   * on. Cleared by the next sign-in, guest or Google, and by a sign-out.
   */
  guestSessionEnded: boolean;
  /** Signs in with a token from the callback; throws (with a docs/product-guide.md#token-rules text) when it is unusable. */
  login: (token: string) => Promise<AppUser>;
  /** A local 10-minute guest session: no server call, no token. */
  loginAsGuest: () => void;
  logout: () => Promise<void>;
  clearError: () => void;
  /** The stored token if it is still valid (an invalid one is removed), else null. */
  getToken: () => string | null;
  isTokenExpiringSoon: (withinMs?: number) => boolean;
}
