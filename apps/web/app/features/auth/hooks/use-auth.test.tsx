import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../components/auth-provider';
import { SignInWidget } from '../components/sign-in-widget';
import { useAuth } from './use-auth';

function Probe() {
  const { loading, isAuthenticated } = useAuth();
  return <span>{`${loading}/${isAuthenticated}`}</span>;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderToStaticMarkup(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('starts loading in prerendered HTML, so hydration never flashes a wrong state', () => {
    expect(
      renderToStaticMarkup(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toBe('<span>true/false</span>');
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AuthProvider>
            <SignInWidget compact tone="light" />
          </AuthProvider>
        ),
      },
    ]);
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(html).toContain('data-testid="sign-in-pending"');
    expect(html).toContain('aria-hidden="true"');
  });
});
