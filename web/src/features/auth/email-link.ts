/** What the pages opened from an e-mailed link share (verify e-mail, reset password, resend verification). */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The link's `?token=`, trimmed; '' when there is none. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}

/** Goes to /login `ms` after `done` turns true: the page has said what happened, and that it is redirecting. */
export function useRedirectToLogin(done: boolean, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), ms);
    return () => clearTimeout(timer);
  }, [done, ms, navigate]);
}
