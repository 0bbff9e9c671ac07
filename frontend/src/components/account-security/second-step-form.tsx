import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../ui/button';
import { FormField, Input } from '../ui/form-field';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { z } from '../../lib/zod';
import { useSessionStore } from '../../stores/session-store';
import type { CurrentUser } from '../../stores/session-store';
import { StyledForm, StyledFormHeading } from '../auth-styles';
import { signInWithPasskey, submitSecondFactor, type SecondFactorMethod } from '../../lib/api/account-security';
import { securityContent } from '../../content/account-security';
import { passkeyErrorMessage } from './passkey-errors';
import { StyledActions, StyledCodeInput } from './totp-setup';

const t = securityContent.secondStep;
const codeSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{6}$/, securityContent.codeInvalid),
});
const recoverySchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9\s-]{10,20}$/, securityContent.recoveryInvalid),
});
type StepInput = { value: string };

/** The second step on /auth, once the password was right: a code, a recovery code or a passkey. */
export function SecondStepForm({
  methods,
  onSuccess,
  onStartOver,
}: {
  methods: SecondFactorMethod[];
  onSuccess: () => void;
  onStartOver: () => void;
}) {
  const setUser = useSessionStore((s) => s.setUser);
  const [mode, setMode] = useState<'totp' | 'recovery-code'>('totp');
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StepInput>({ resolver: zodResolver(mode === 'totp' ? codeSchema : recoverySchema), defaultValues: { value: '' } });

  const finish = (user: CurrentUser) => {
    setUser(user);
    onSuccess();
  };

  const onSubmit = handleSubmit(async ({ value }) => {
    try {
      finish(await submitSecondFactor(mode === 'totp' ? { code: value.trim() } : { recoveryCode: value.trim() }));
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, securityContent.errorFallback), variant: 'destructive' });
      reset({ value: '' });
    }
  });

  const usePasskey = async () => {
    setPasskeyBusy(true);
    try {
      finish(await signInWithPasskey());
    } catch (err) {
      toast({ title: t.failed, description: passkeyErrorMessage(err), variant: 'destructive' });
    } finally {
      setPasskeyBusy(false);
    }
  };

  const switchMode = () => {
    setMode(mode === 'totp' ? 'recovery-code' : 'totp');
    reset({ value: '' });
  };

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-labelledby="second-step-heading">
      <StyledFormHeading id="second-step-heading">{t.heading}</StyledFormHeading>
      <p>{t.intro}</p>
      <FormField id="second-step-value" label={mode === 'totp' ? t.codeLabel : t.recoveryLabel} error={errors.value?.message}>
        {(p) =>
          mode === 'totp' ? (
            <StyledCodeInput {...p} {...register('value')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          ) : (
            <Input {...p} {...register('value')} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus />
          )
        }
      </FormField>
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
      <StyledActions>
        <Button type="button" $variant="ghost" $size="sm" onClick={switchMode}>
          {mode === 'totp' ? t.useRecovery : t.useCode}
        </Button>
        {methods.includes('passkey') ? (
          <Button type="button" $variant="outline" $size="sm" onClick={usePasskey} disabled={passkeyBusy}>
            {t.usePasskey}
          </Button>
        ) : null}
        <Button type="button" $variant="ghost" $size="sm" onClick={onStartOver}>
          {t.startOver}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
