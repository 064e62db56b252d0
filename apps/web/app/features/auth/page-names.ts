/** How the login-required modal names the page a visitor tried to open (SPEC §2). */
export function guardedPageName(path: string | null): string {
  const pathname = (path ?? '').split(/[?#]/)[0] ?? '';
  if (pathname.startsWith('/order-confirmation')) return 'the order confirmation page';
  if (pathname.startsWith('/order')) return 'the order page';
  if (pathname.startsWith('/profile')) return 'your profile page';
  if (pathname.startsWith('/admin')) return 'the admin page';
  return 'this page';
}
