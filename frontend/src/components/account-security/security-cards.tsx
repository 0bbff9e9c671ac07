import { zodResolver } from '@hookform/resolvers/zod';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Badge } from '../ui/badge';
import { Button, ButtonAnchor, ButtonLink } from '../ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, DetailList } from '../ui/card';
import { Dialog } from '../ui/dialog';
import { FormField, Input } from '../ui/form-field';
import { toast } from '../ui/toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/format';
import { z } from '../../lib/zod';
import {
  addPasskey,
  disableTotp,
  EXPORT_STATUS,
  exportDownloadUrl,
  PASSKEYS,
  removePasskey,
  revokeOtherSessions,
  revokeSession,
  requestDataExport,
  SESSIONS,
  TWO_FACTOR_STATUS,
  type DeviceSession,
  type PasskeySummary,
} from '../../lib/api/account-security';
import { securityContent } from '../../content/account-security';
import { passkeyErrorMessage } from './passkey-errors';
import { TotpSetup } from './totp-setup';
import { useApi } from '../../lib/api/client';

/** The account-security cards of /dashboard/settings: two-factor sign-in, passkeys, signed-in devices. */
export function AccountSecurityCards() {
  return (
    <>
      <TwoFactorCard />
      <PasskeysCard />
      <DevicesCard />
      <DataCard />
    </>
  );
}

function TwoFactorCard() {
  const t = securityContent.totp;
  const { data: status, mutate } = useApi(TWO_FACTOR_STATUS);
  const [settingUp, setSettingUp] = useState(false);
  const [disabling, setDisabling] = useState(false);

  return (
    <Card aria-labelledby="security-2fa">
      <CardHeader>
        <CardTitle id="security-2fa">{t.title}</CardTitle>
      </CardHeader>
      <CardDescription>{t.description}</CardDescription>
      {status ? (
        <DetailList>
          <dt>Status</dt>
          <dd>
            <Badge $tone={status.totpEnabled ? 'success' : 'neutral'} data-testid="totp-status">
              {status.totpEnabled ? t.on : t.off}
            </Badge>
            {status.required ? <StyledNote> {t.staffRequired}</StyledNote> : null}
          </dd>
          {status.totpEnabled ? (
            <>
              <dt>{t.enabledSince}</dt>
              <dd>{formatDateTime(status.enabledAt)}</dd>
              <dt>{t.recoveryLeft}</dt>
              <dd>{status.recoveryCodesRemaining}</dd>
            </>
          ) : null}
        </DetailList>
      ) : null}
      <CardFooter>
        {status && !status.totpEnabled ? (
          settingUp ? (
            <TotpSetup
              onDone={() => {
                setSettingUp(false);
                void mutate();
              }}
              onCancel={() => setSettingUp(false)}
            />
          ) : (
            <Button $size="sm" onClick={() => setSettingUp(true)}>
              {t.setUp}
            </Button>
          )
        ) : null}
        {status?.totpEnabled && !status.required ? (
          <Button $variant="secondary" $size="sm" onClick={() => setDisabling(true)}>
            {t.turnOff}
          </Button>
        ) : null}
      </CardFooter>
      <DisableDialog open={disabling} onClose={() => setDisabling(false)} onDisabled={() => void mutate()} />
    </Card>
  );
}

const disableSchema = z.object({
  password: z.string().min(1, securityContent.passwordRequired),
  code: z.string().trim().min(6, securityContent.codeInvalid).max(20, securityContent.codeInvalid),
});
type DisableInput = z.infer<typeof disableSchema>;

function DisableDialog({ open, onClose, onDisabled }: { open: boolean; onClose: () => void; onDisabled: () => void }) {
  const t = securityContent.totp;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DisableInput>({ resolver: zodResolver(disableSchema), defaultValues: { password: '', code: '' } });
  useEffect(() => {
    if (open) reset({ password: '', code: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ password, code }) => {
    try {
      await disableTotp(password, code.trim());
      toast({ title: t.disabledToast });
      onDisabled();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const field = /password/i.test(err.message) ? 'password' : 'code';
        setError(field, { message: err.message });
      } else toast({ title: t.disableTitle, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onClose())} title={t.disableTitle} description={t.disableText}>
      <StyledDialogForm onSubmit={onSubmit} noValidate>
        <FormField id="disable-password" label="Password" error={errors.password?.message}>
          {(p) => <Input {...p} {...register('password')} type="password" autoComplete="current-password" />}
        </FormField>
        <FormField id="disable-code" label={t.disableCodeLabel} error={errors.code?.message}>
          {(p) => <Input {...p} {...register('code')} autoComplete="one-time-code" />}
        </FormField>
        <Button type="submit" $variant="danger" disabled={isSubmitting}>
          {t.disable}
        </Button>
      </StyledDialogForm>
    </Dialog>
  );
}

const nameSchema = z.object({
  name: z.string().trim().min(1, securityContent.passkeys.nameRequired).max(60),
  password: z.string().min(1, securityContent.passwordRequired),
  code: z.string().trim().max(20, securityContent.codeInvalid),
});
type NameInput = z.infer<typeof nameSchema>;

function PasskeysCard() {
  const t = securityContent.passkeys;
  const { data: passkeys, mutate } = useApi(PASSKEYS);
  const { mutate: mutateKey } = useSWRConfig();
  const [adding, setAdding] = useState(false);
  const supported = typeof window !== 'undefined' && browserSupportsWebAuthn();
  // Adding a passkey asks for the password again, and a code when the authenticator is on.
  const { data: status } = useApi(TWO_FACTOR_STATUS);
  const needsCode = status?.totpEnabled === true;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameInput>({ resolver: zodResolver(nameSchema), defaultValues: { name: '', password: '', code: '' } });

  const onAdd = handleSubmit(async ({ name, password, code }) => {
    if (needsCode && !code) return setError('code', { message: t.codeRequired });
    try {
      await addPasskey(name.trim(), { password, ...(needsCode ? { code } : {}) });
      toast({ title: t.added });
      reset({ name: '', password: '', code: '' });
      setAdding(false);
      void mutate();
      void mutateKey(TWO_FACTOR_STATUS);
    } catch (err) {
      if (applyServerErrors(setError, err, ['password', 'code', 'name']) > 0) return;
      toast({ title: t.failed, description: passkeyErrorMessage(err), variant: 'destructive' });
    }
  });

  const remove = async (p: PasskeySummary) => {
    try {
      await removePasskey(p.id);
      toast({ title: t.removed });
      void mutate();
    } catch (err) {
      toast({ title: t.remove, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="security-passkeys">
      <CardHeader>
        <CardTitle id="security-passkeys">{t.title}</CardTitle>
      </CardHeader>
      <CardDescription>{t.description}</CardDescription>
      {passkeys && passkeys.length === 0 ? <StyledNote>{t.none}</StyledNote> : null}
      {passkeys && passkeys.length > 0 ? (
        <StyledList aria-label={t.title}>
          {passkeys.map((p) => (
            <StyledItem key={p.id}>
              <div>
                <strong>{p.name}</strong>
                <StyledMeta>
                  {t.created} {formatDateTime(p.createdAt)} · {p.lastUsedAt ? `${t.lastUsed} ${formatDateTime(p.lastUsedAt)}` : t.never}
                </StyledMeta>
              </div>
              <Button $variant="outline" $size="sm" onClick={() => void remove(p)} aria-label={t.removeLabel(p.name)}>
                {t.remove}
              </Button>
            </StyledItem>
          ))}
        </StyledList>
      ) : null}
      <CardFooter>
        {!supported ? <StyledNote>{t.unsupported}</StyledNote> : null}
        {supported && !adding ? (
          <Button $size="sm" $variant="secondary" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        ) : null}
        {supported && adding ? (
          <StyledInlineForm onSubmit={onAdd} noValidate>
            <FormField id="passkey-name" label={t.nameLabel} hint={t.nameHint} error={errors.name?.message}>
              {(p) => <Input {...p} {...register('name')} maxLength={60} autoComplete="off" />}
            </FormField>
            <FormField id="passkey-password" label={t.passwordLabel} hint={t.passwordHint} error={errors.password?.message}>
              {(p) => <Input {...p} {...register('password')} type="password" autoComplete="current-password" />}
            </FormField>
            {needsCode ? (
              <FormField id="passkey-code" label={t.codeLabel} error={errors.code?.message}>
                {(p) => <Input {...p} {...register('code')} autoComplete="one-time-code" />}
              </FormField>
            ) : null}
            <div>
              <Button type="submit" $size="sm" disabled={isSubmitting}>
                {isSubmitting ? t.creating : t.create}
              </Button>
            </div>
          </StyledInlineForm>
        ) : null}
      </CardFooter>
    </Card>
  );
}

function deviceName(s: DeviceSession): string {
  return `${s.browser} on ${s.os}`;
}

function DevicesCard() {
  const t = securityContent.devices;
  const { data: sessions, mutate } = useApi(SESSIONS);
  const others = sessions?.filter((s) => !s.current) ?? [];

  const signOut = async (s: DeviceSession) => {
    try {
      await revokeSession(s.handle);
      toast({ title: t.signedOut });
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
    }
    void mutate();
  };
  const signOutOthers = async () => {
    try {
      const { revoked } = await revokeOtherSessions();
      toast({ title: t.othersSignedOut(revoked) });
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
    }
    void mutate();
  };

  return (
    <Card aria-labelledby="security-devices">
      <CardHeader>
        <CardTitle id="security-devices">{t.title}</CardTitle>
      </CardHeader>
      <CardDescription>{t.description}</CardDescription>
      {sessions ? (
        <StyledList aria-label={t.title} data-testid="device-sessions">
          {sessions.map((s) => (
            <StyledItem key={s.handle}>
              <div>
                <strong>{deviceName(s)}</strong> {s.current ? <Badge $tone="info">{t.thisDevice}</Badge> : null}
                <StyledMeta>
                  {t.ip} {s.ip ?? '—'} · {t.signedIn} {formatDateTime(s.signedInAt)} · {t.lastActive} {formatDateTime(s.lastActiveAt)}
                </StyledMeta>
              </div>
              {s.current ? null : (
                <Button $variant="outline" $size="sm" onClick={() => void signOut(s)} aria-label={t.signOutLabel(deviceName(s))}>
                  {t.signOut}
                </Button>
              )}
            </StyledItem>
          ))}
        </StyledList>
      ) : null}
      <CardFooter>
        {others.length > 0 ? (
          <Button $variant="secondary" $size="sm" onClick={() => void signOutOthers()}>
            {t.signOutOthers}
          </Button>
        ) : (
          <StyledNote>{t.none}</StyledNote>
        )}
      </CardFooter>
    </Card>
  );
}

function DataCard() {
  const t = securityContent.exportData;
  const [params] = useSearchParams();
  const token = params.get('export');
  const status = useApi(EXPORT_STATUS);
  const [busy, setBusy] = useState(false);
  const s = status.data;

  const ask = async () => {
    setBusy(true);
    try {
      const result = await requestDataExport();
      if (result.kind === 'preparing') toast({ title: t.preparingTitle, description: result.message });
      else toast({ title: t.downloaded });
      await status.mutate();
    } catch (err) {
      // 429 (once an hour) and the rest: the server's own sentence.
      toast({ title: t.failed, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="download-my-data-title" id="download-my-data">
      <CardHeader>
        <CardTitle id="download-my-data-title">{t.title}</CardTitle>
      </CardHeader>
      <CardDescription>{t.text}</CardDescription>
      {/* The mailed link lands here with its token: the owner, signed in, downloads the copy. */}
      {token && s?.status === 'ready' ? (
        <StyledStatus role="status">
          <strong>{t.readyTitle}</strong>
          <ButtonAnchor href={exportDownloadUrl(token)} download $size="sm">
            {t.readyButton}
          </ButtonAnchor>
        </StyledStatus>
      ) : token && s ? (
        <StyledStatus role="alert">{t.linkExpired}</StyledStatus>
      ) : s?.status === 'preparing' ? (
        <StyledStatus role="status">{t.statusPreparing}</StyledStatus>
      ) : s?.status === 'ready' && s.expiresAt ? (
        <StyledStatus role="status">{t.statusReady(formatDateTime(s.expiresAt))}</StyledStatus>
      ) : s?.status === 'failed' ? (
        <StyledStatus role="status">{t.statusFailed}</StyledStatus>
      ) : null}
      <CardFooter>
        <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => void ask()}>
          {busy ? t.preparingButton : t.button}
        </Button>
        <ButtonLink to="/dashboard/activity" $size="sm" $variant="outline">
          {t.activityLink}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

const StyledStatus = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  > div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledInlineForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
