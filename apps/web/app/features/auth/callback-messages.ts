// The sign-in callback's texts and delays, word for word from SPEC §2 "Sign-in callback".

export const CALLBACK_TEXT = {
  working: 'Token found! Logging you in...',
  success: 'Login successful! Redirecting...',
  oauthError: (error: string) => `OAuth error: ${error}`,
  loginFailed: (message: string) => `Login failed: ${message}`,
  noToken: 'No authentication token found. Please try signing in again.',
  checking: 'Checking your sign-in...',
} as const;

export const CALLBACK_DELAY_MS = {
  success: 1_000,
  error: 3_000,
  noToken: 5_000,
} as const;
