import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../hooks/use-auth';
import { AccessDeniedCard } from './access-denied-card';
import { AuthWaiting } from './auth-waiting';

/** Admin pages: the role is checked here for the screen, and again by the server on every call. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, user } = useAuth();
  if (loading) return <AuthWaiting text="Verifying admin access..." />;
  if (!isAuthenticated || !user) return <Navigate to="/" replace />;
  if (user.role !== 'admin') return <AccessDeniedCard user={user} />;
  return children;
}
