import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { FormField, Input } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast';
import { FIRM } from '../../content/firm';
import { ApiError, errorMessage } from '../../lib/api-client';
import { z } from '../../lib/zod';
import { downloadRecoveryCodes, enableTotp, setupTotp, type TotpSetup as Setup } from '../../lib/api/account-security';
import { securityContent } from '../../content/account-security';

const t = securityContent.totp;
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, securityContent.codeInvalid),
});
type CodeInput = z.infer<typeof codeSchema>;

/**
 * Turning the authenticator on: a QR code and the key, one code to confirm, then the ten
 * recovery codes, shown once. `onDone` runs when the user has saved the codes.
 */
export function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const start = async () => {
    if (starting) return;
    setStarting(true);
    try {
      setSetup(await setupTotp());
    } catch (err) {
      toast({ title: t.setUp, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  };

  // Opening the set-up asks for a secret straight away; StrictMode's second mount must not ask twice.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const confirm = handleSubmit(async ({ code }) => {
    try {
      setCodes((await enableTotp(code)).recoveryCodes);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError('code', { message: err.message });
      else toast({ title: t.setUp, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
    }
  });

  if (codes) {
    return (
      <StyledStep aria-labelledby="recovery-heading">
        <StyledHeading id="recovery-heading">{t.codesHeading}</StyledHeading>
        <p>{t.codesText}</p>
        <StyledCodes data-testid="recovery-codes">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </StyledCodes>
        <StyledActions>
          <Button type="button" $variant="outline" $size="sm" onClick={() => downloadRecoveryCodes(codes, FIRM.name)}>
            {t.download}
          </Button>
          <Button
            type="button"
            $size="sm"
            onClick={() => {
              toast({ title: t.enabledToast });
              onDone();
            }}
          >
            {t.saved}
          </Button>
        </StyledActions>
      </StyledStep>
    );
  }

  if (!setup) {
    return (
      <StyledActions>
        {starting ? (
          <Spinner label={t.starting} />
        ) : (
          <Button type="button" $size="sm" onClick={() => void start()}>
            {t.setUp}
          </Button>
        )}
        {onCancel ? (
          <Button type="button" $variant="ghost" $size="sm" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </StyledActions>
    );
  }

  return (
    <StyledStep as="form" onSubmit={confirm} noValidate aria-label={t.setUp}>
      <p>{t.scan}</p>
      <StyledQr src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`} alt={t.qrAlt} width={200} height={200} />
      <p>
        {t.manual} <StyledSecret data-testid="totp-secret">{setup.secret}</StyledSecret>
      </p>
      <FormField id="totp-confirm-code" label={securityContent.secondStep.codeLabel} error={errors.code?.message}>
        {(p) => <StyledCodeInput {...p} {...register('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
      </FormField>
      <StyledActions>
        <Button type="submit" $size="sm" disabled={isSubmitting}>
          {isSubmitting ? t.confirming : t.confirm}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={() => {
            setSetup(null);
            onCancel?.();
          }}
        >
          {t.cancel}
        </Button>
      </StyledActions>
    </StyledStep>
  );
}

export const StyledStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledQr = styled.img`
  width: 200px;
  height: 200px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const StyledSecret = styled.code`
  display: inline-block;
  word-break: break-all;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
`;

export const StyledCodeInput = styled(Input)`
  max-width: 12rem;
  letter-spacing: 0.2em;
  font-variant-numeric: tabular-nums;
`;

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
