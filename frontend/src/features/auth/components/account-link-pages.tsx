import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { FormField, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { mailContent } from '../../../content/mail';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { fetchCurrentUser } from '../api/current-user';
import {
  forgotSchema,
  removePasskeysAfterReset,
  requestPasswordReset,
  resetPassword,
  resetSchema,
  verifyEmail,
  type ForgotInput,
  type PasswordResetDone,
  type ResetInput,
} from '../api/account-links';
import { AuthShell } from '../../../components/auth-shell';
import { StyledForm, StyledNote } from '../../../components/auth-styles';

/** The pages a mail links to (or that sends one): /auth/forgot, /auth/reset, /auth/verify-email. */
function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | Client Portal`;
  }, [title]);
  return (
    <AuthShell back={{ to: '/auth', label: mailContent.forgot.back }} title={title} intro={intro}>
      {children}
    </AuthShell>
  );
}

export function ForgotPasswordPage() {
  const t = mailContent.forgot;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput>({ resolver: zodResolver(forgotSchema), defaultValues: { identifier: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (err) {
      setFailure(errorMessage(err, 'Something went wrong. Please try again.'));
    }
  });

  return (
    <AuthCard title={t.heading} intro={sent ? undefined : t.intro}>
      {sent ? (
        <StyledStatus role="status">
          <p>{t.sent}</p>
          <StyledNote>{t.sentNote}</StyledNote>
        </StyledStatus>
      ) : (
        <StyledForm onSubmit={onSubmit} noValidate aria-label={t.heading}>
          <FormField id="forgot-identifier" label={t.identifier} error={errors.identifier?.message}>
            {(p) => <Input {...p} {...register('identifier')} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
          </FormField>
          {failure ? <StyledAlert role="alert">{failure}</StyledAlert> : null}
          <Button type="submit" $block disabled={isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </StyledForm>
      )}
    </AuthCard>
  );
}

/**
 * Passkeys survive a password reset, so the reset (and its mail's link, `?removePasskeys=`) offers
 * one action: remove them all (docs/account-security.md).
 */
function RemovePasskeys({ token, names }: { token: string; names?: string[] }) {
  const t = mailContent.reset;
  const [working, setWorking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const remove = async () => {
    setWorking(true);
    try {
      setResult({ ok: true, message: (await removePasskeysAfterReset(token)).message });
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err, 'Something went wrong. Please try again.') });
    } finally {
      setWorking(false);
    }
  };
  if (result?.ok) return <p role="status">{result.message}</p>;
  return (
    <StyledStatus aria-label={t.removePasskeysHeading} role="group">
      {names ? (
        <>
          <p>{t.passkeysIntro}</p>
          <ul>
            {names.map((n, i) => (
              <li key={`${i}-${n}`}>{n}</li>
            ))}
          </ul>
          <StyledNote>{t.passkeysAdvice}</StyledNote>
        </>
      ) : (
        <p>{t.removePasskeysIntro}</p>
      )}
      {result ? <StyledAlert role="alert">{result.message}</StyledAlert> : null}
      <Button type="button" $variant="danger" disabled={working} onClick={() => void remove()}>
        {working ? t.removingPasskeys : t.removePasskeys}
      </Button>
    </StyledStatus>
  );
}

export function ResetPasswordPage() {
  const t = mailContent.reset;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const removeToken = params.get('removePasskeys');
  const [done, setDone] = useState<PasswordResetDone | null>(null);
  const [failure, setFailure] = useState<string | null>(token || removeToken ? null : t.missingToken);
  const clearSession = useSessionStore((s) => s.clear);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput>({ resolver: zodResolver(resetSchema), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const outcome = await resetPassword(token, values.password);
      // Every session of the account ended, this browser's too.
      clearSession();
      setDone(outcome);
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors.password : undefined;
      if (field) setError('password', { message: field });
      else setFailure(errorMessage(err, 'Something went wrong. Please try again.'));
    }
  });

  if (removeToken && !token) {
    return (
      <AuthCard title={t.removePasskeysHeading}>
        <RemovePasskeys token={removeToken} />
        <StyledLinkButton to="/auth">{t.signIn}</StyledLinkButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.heading} intro={done ? undefined : t.intro}>
      {done ? (
        <>
          <StyledStatus role="status">
            <p>{t.done}</p>
          </StyledStatus>
          {done.removePasskeysToken ? <RemovePasskeys token={done.removePasskeysToken} names={done.passkeys.map((p) => p.name)} /> : null}
          <StyledLinkButton to="/auth">{t.signIn}</StyledLinkButton>
        </>
      ) : (
        <StyledForm onSubmit={onSubmit} noValidate aria-label={t.heading}>
          <FormField id="reset-password" label={t.password} error={errors.password?.message}>
            {(p) => <Input {...p} {...register('password')} type="password" autoComplete="new-password" />}
          </FormField>
          <FormField id="reset-confirm" label={t.confirm} error={errors.confirm?.message}>
            {(p) => <Input {...p} {...register('confirm')} type="password" autoComplete="new-password" />}
          </FormField>
          {failure ? (
            <StyledAlert role="alert">
              {failure} <Link to="/auth/forgot">{t.askAgain}</Link>
            </StyledAlert>
          ) : null}
          <Button type="submit" $block disabled={isSubmitting || !token}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </StyledForm>
      )}
    </AuthCard>
  );
}

export function VerifyEmailPage() {
  const t = mailContent.verify;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string }>({ kind: 'working' });
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const started = useRef(false);

  useEffect(() => {
    // One POST per page load, also under React's double-invoked effects in development.
    if (started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(async () => {
        setState({ kind: 'done' });
        const fresh = await fetchCurrentUser().catch(() => null);
        if (fresh) setUser(fresh);
      })
      .catch((err: unknown) => setState({ kind: 'failed', message: errorMessage(err, 'Something went wrong. Please try again.') }));
  }, [token, setUser]);

  return (
    <AuthCard title={t.heading}>
      {state.kind === 'working' ? (
        <Spinner label={t.working} />
      ) : state.kind === 'done' ? (
        <StyledStatus role="status">
          <p>{t.done}</p>
          <StyledLinkButton to={user ? '/dashboard' : '/auth'}>{user ? t.toDashboard : t.signIn}</StyledLinkButton>
        </StyledStatus>
      ) : (
        <StyledAlert role="alert">{state.message}</StyledAlert>
      )}
    </AuthCard>
  );
}

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  p {
    margin: 0;
  }
`;

const StyledAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledLinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;
`;
