import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, Input } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { settingsContent } from '../../../content/dashboard';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { changeEmailSchema, useChangeEmail, type ChangeEmailInput } from '../api/change-email';
import { mailContent } from '../../../content/mail';
import { changePassword, changePasswordSchema, type ChangePasswordInput } from '../api/change-password';
import { deleteAccount, useForgetUser } from '../api/delete-account';
import { applyServerErrors } from '../../../lib/form-errors';
import { useBusinesses } from '../../../lib/api/businesses';

const toasts = settingsContent.toasts;

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangeEmailDialog({ open, onClose, currentEmail }: DialogProps & { currentEmail: string }) {
  const t = settingsContent.emailDialog;
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '', password: '' } });

  useEffect(() => {
    if (open) reset({ newEmail: '', password: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await change(values);
      if (user.pendingEmail)
        toast({ title: mailContent.emailChange.pendingToast, description: mailContent.emailChange.pendingDescription(user.pendingEmail) });
      else toast({ title: toasts.email, description: toasts.emailDescription(user.email) });
      onClose();
    } catch (err) {
      toast({ title: toasts.emailFailed, description: errorMessage(err, toasts.emailFailedFallback), variant: 'destructive' });
      applyServerErrors(setError, err, ['newEmail', 'password']);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t.title} description={t.description}>
      <StyledForm onSubmit={onSubmit} noValidate>
        <FormField id="change-email-current" label={t.current}>
          {(p) => <Input {...p} value={currentEmail} readOnly />}
        </FormField>
        <FormField id="change-email-new" label={t.newEmail} error={errors.newEmail?.message}>
          {(p) => <Input {...p} {...register('newEmail')} type="email" autoComplete="email" />}
        </FormField>
        <FormField id="change-email-password" label={t.password} error={errors.password?.message}>
          {(p) => <Input {...p} {...register('password')} type="password" autoComplete="current-password" />}
        </FormField>
        <StyledFooter>
          <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </StyledFooter>
      </StyledForm>
    </Dialog>
  );
}

export function ChangePasswordDialog({ open, onClose }: DialogProps) {
  const t = settingsContent.passwordDialog;
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });

  useEffect(() => {
    if (open) reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      toast({ title: toasts.password, description: toasts.passwordDescription });
      onClose();
    } catch (err) {
      toast({ title: toasts.passwordFailed, description: errorMessage(err, toasts.passwordFailedFallback), variant: 'destructive' });
      applyServerErrors(setError, err, ['currentPassword', 'newPassword']);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t.title} description={t.description}>
      <StyledForm onSubmit={onSubmit} noValidate>
        <FormField id="change-password-current" label={t.currentPassword} error={errors.currentPassword?.message}>
          {(p) => <Input {...p} {...register('currentPassword')} type="password" autoComplete="current-password" />}
        </FormField>
        <FormField id="change-password-new" label={t.newPassword} error={errors.newPassword?.message} hint={t.hint}>
          {(p) => <Input {...p} {...register('newPassword')} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField id="change-password-confirm" label={t.confirmPassword} error={errors.confirmPassword?.message}>
          {(p) => <Input {...p} {...register('confirmPassword')} type="password" autoComplete="new-password" />}
        </FormField>
        <StyledFooter>
          <Button $variant="outline" onClick={onClose} disabled={isSubmitting}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </StyledFooter>
      </StyledForm>
    </Dialog>
  );
}

export function DeleteAccountDialog({ open, onClose }: DialogProps) {
  const t = settingsContent.danger;
  const forget = useForgetUser();
  const navigate = useNavigate();
  const deleted = useRef(false);
  // The user is forgotten once the dashboard has gone (this dialog unmounts with it): clearing the
  // store any earlier would make the protected layout send the visitor to /auth instead of home.
  useEffect(
    () => () => {
      if (deleted.current) forget();
    },
    [forget],
  );
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // What goes with the account: a business it owns alone closes with it (docs/client-businesses.md).
  const { data: businesses } = useBusinesses();
  const closes = (businesses ?? []).filter((b) => b.soleOwner);
  const stays = (businesses ?? []).filter((b) => !b.soleOwner);

  const confirmed = typed.trim() === t.confirmWord;
  const cancel = () => {
    setTyped('');
    setPassword('');
    setPasswordError(undefined);
    onClose();
  };

  const onConfirm = async () => {
    if (!password) {
      setPasswordError(t.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(password);
      deleted.current = true;
      navigate('/', { replace: true });
      toast({ title: toasts.deleted, description: toasts.deletedDescription });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.fieldErrors.password) setPasswordError(err.fieldErrors.password);
      toast({ title: toasts.deleteFailed, description: errorMessage(err, toasts.deleteFailedFallback), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && cancel()} title={t.dialogTitle} description={t.dialogText}>
      <StyledForm
        onSubmit={(e) => {
          e.preventDefault();
          if (confirmed && !busy) void onConfirm();
        }}
      >
        {closes.length > 0 && <BusinessList title={t.closesTitle} text={t.closesText} businesses={closes} id="delete-account-closes" />}
        {stays.length > 0 && <BusinessList title={t.staysTitle} text={t.staysText} businesses={stays} id="delete-account-stays" />}
        <FormField id="delete-account-confirm" label={t.confirmLabel(t.confirmWord)}>
          {(p) => <Input {...p} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField id="delete-account-password" label={t.password} error={passwordError}>
          {(p) => (
            <Input
              {...p}
              type="password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(undefined);
              }}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <StyledFooter>
          <Button $variant="outline" onClick={cancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" $variant="danger" disabled={!confirmed || busy}>
            {busy ? t.deleting : t.confirm}
          </Button>
        </StyledFooter>
      </StyledForm>
    </Dialog>
  );
}

/** A titled list of business names in the delete dialog: what closes, or what the person leaves. */
function BusinessList({
  id,
  title,
  text,
  businesses,
}: {
  id: string;
  title: string;
  text: string;
  businesses: ReadonlyArray<{ id: number; name: string }>;
}) {
  return (
    <StyledBusinesses aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p>{text}</p>
      <ul>
        {businesses.map((b) => (
          <li key={b.id}>{b.name}</li>
        ))}
      </ul>
    </StyledBusinesses>
  );
}

const StyledBusinesses = styled.section`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
