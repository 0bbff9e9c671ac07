import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthShell } from '../../../components/auth-shell';
import { StyledFieldset, StyledForm, StyledFormHeading, StyledNote } from '../../../components/auth-styles';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/card';
import { ConsentCheck, PolicyLink } from '../../../components/ui/consent-check';
import { FieldGrid, FormField, FullWidth, Input } from '../../../components/ui/form-field';
import { QueryError } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { authContent } from '../../../content/auth';
import { BUSINESS_ROLE_DESCRIPTIONS, BUSINESS_ROLE_LABELS, invitationContent as t } from '../../../content/businesses';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { registerSchema, type RegisterFormValues, type RegisterParsed } from '../../../lib/register-schema';
import { useLogout } from '../../../lib/use-logout';
import { useSessionStore } from '../../../stores/session-store';
import { useAcceptInvitation, useInvitationPreview, useRegisterFromInvitation, type InvitationPreview } from '../api/invitation';

const f = authContent.register.fields;

/**
 * /invitations/accept?token=…, the link of an invitation mail (public). It shows the business, the
 * role and the address invited; someone signed in accepts, someone signed out registers with the
 * address read-only (the link confirms it) or signs in first and comes back here.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const preview = useInvitationPreview(token);
  const user = useSessionStore((s) => s.user);
  const status = useSessionStore((s) => s.status);

  useEffect(() => {
    document.title = `${t.pageTitle} | Client Portal`;
  }, []);

  const back = { to: '/', label: t.backHome };
  if (!token) {
    return (
      <AuthShell back={back} title={t.invalidTitle}>
        <QueryError message={t.missingToken} />
      </AuthShell>
    );
  }
  if (preview.error) {
    // The API's own sentence: "This invitation link is not valid any more. Ask the person who invited you for a new one."
    const known = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <AuthShell back={back} title={t.invalidTitle}>
        <QueryError
          message={known ? errorMessage(preview.error, t.loadFailed) : t.loadFailed}
          onRetry={known ? undefined : () => void preview.mutate()}
        />
      </AuthShell>
    );
  }
  if (!preview.data || status === 'loading') {
    return (
      <AuthShell back={back} title={t.heading}>
        <Spinner label={t.pageTitle} />
      </AuthShell>
    );
  }

  const invitation = preview.data;
  return (
    <AuthShell back={back} title={t.heading} intro={t.intro(invitation.businessName, invitation.role)}>
      <StyledDetails>
        <dt>{t.business}</dt>
        <dd data-testid="invitation-business">{invitation.businessName}</dd>
        <dt>{t.role}</dt>
        <dd>{BUSINESS_ROLE_LABELS[invitation.role]}</dd>
        <dt>{t.roleMay}</dt>
        <dd>{BUSINESS_ROLE_DESCRIPTIONS[invitation.role]}</dd>
        <dt>{t.email}</dt>
        <dd data-testid="invitation-email">{invitation.email}</dd>
      </StyledDetails>
      {user ? (
        <AcceptPanel token={token} invitation={invitation} email={user.email} />
      ) : (
        <RegisterPanel token={token} invitation={invitation} />
      )}
    </AuthShell>
  );
}

function AcceptPanel({ token, invitation, email }: { token: string; invitation: InvitationPreview; email: string }) {
  const accept = useAcceptInvitation();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const other = email.toLowerCase() !== invitation.email.toLowerCase();
  const run = async () => {
    setBusy(true);
    try {
      await accept(token);
      toast({ title: t.accepted(invitation.businessName) });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      toast({ title: t.acceptFailed, description: errorMessage(err, t.loadFailed), variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <StyledPanel>
      <StyledNote>{t.signedInAs(email)}</StyledNote>
      {other && <StyledNote>{t.otherAccount}</StyledNote>}
      <Button $block onClick={() => void run()} disabled={busy}>
        {busy ? t.accepting : t.accept}
      </Button>
      {other && (
        <Button $block $variant="outline" onClick={() => void logout()}>
          {t.signOut}
        </Button>
      )}
    </StyledPanel>
  );
}

type TextField = Exclude<keyof RegisterFormValues, 'acceptTerms' | 'email'>;

function RegisterPanel({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const registerFromInvitation = useRegisterFromInvitation();
  const navigate = useNavigate();
  const location = useLocation();
  const empty: RegisterFormValues = {
    username: '',
    email: invitation.email,
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    acceptTerms: false,
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterParsed>({
    resolver: zodResolver(registerSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The invited address, whatever the form holds: the link is for it alone.
      await registerFromInvitation({ ...values, email: invitation.email }, token);
      toast({ title: t.registered, description: t.registeredDescription(invitation.businessName) });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      toast({ title: t.registerFailed, description: errorMessage(err, t.registerFailedFallback), variant: 'destructive' });
      applyServerErrors(setError, err, empty);
    }
  });

  const text = (name: TextField, options: { type?: string; autoComplete?: string; optional?: boolean; hint?: string } = {}) => (
    <FormField id={`invite-register-${name}`} label={f[name]} error={errors[name]?.message} optional={options.optional} hint={options.hint}>
      {(p) => <Input {...p} {...register(name)} type={options.type ?? 'text'} autoComplete={options.autoComplete} />}
    </FormField>
  );

  return (
    <StyledPanel>
      <StyledForm onSubmit={onSubmit} noValidate aria-labelledby="invite-register-heading">
        <StyledFormHeading id="invite-register-heading">{t.registerTitle}</StyledFormHeading>
        <StyledNote>{t.registerIntro}</StyledNote>
        <StyledFieldset>
          <legend>{authContent.register.sections.account}</legend>
          <FieldGrid>
            <FullWidth>
              <FormField id="invite-register-email" label={f.email} error={errors.email?.message}>
                {(p) => <Input {...p} {...register('email')} type="email" readOnly autoComplete="email" />}
              </FormField>
            </FullWidth>
            {text('username', { autoComplete: 'username' })}
            {text('password', { type: 'password', autoComplete: 'new-password', hint: authContent.register.passwordHint })}
            {text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
          </FieldGrid>
        </StyledFieldset>
        <StyledFieldset>
          <legend>{authContent.register.sections.personal}</legend>
          <FieldGrid>
            {text('firstName', { autoComplete: 'given-name', optional: true })}
            {text('lastName', { autoComplete: 'family-name', optional: true })}
          </FieldGrid>
        </StyledFieldset>
        <ConsentCheck
          id="invite-register-acceptTerms"
          error={errors.acceptTerms?.message}
          label={
            <>
              {authContent.register.consent.before}
              <PolicyLink to="/terms">{authContent.register.consent.terms}</PolicyLink>
              {authContent.register.consent.and}
              <PolicyLink to="/privacy">{authContent.register.consent.privacy}</PolicyLink>
              {authContent.register.consent.end}
            </>
          }
        >
          {(control) => <input type="checkbox" {...control} {...register('acceptTerms')} />}
        </ConsentCheck>
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? t.creating : t.create}
        </Button>
      </StyledForm>
      <StyledSignIn to="/auth" state={{ from: location.pathname + location.search }}>
        {t.haveLogin}
      </StyledSignIn>
    </StyledPanel>
  );
}

const StyledDetails = styled(DetailList)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  dd {
    overflow-wrap: anywhere;
  }
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSignIn = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;
