import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { mailContent } from '../../../content/mail';
import { Button } from '../../../components/ui/button';
import { FormField, Input } from '../../../components/ui/form-field';
import { authContent } from '../../../content/auth';
import type { SecondFactorMethod } from '../../../lib/api/account-security';
import { PasskeySignIn } from '../../../components/account-security/passkey-sign-in';
import { SecondStepForm } from '../../../components/account-security/second-step-form';
import { loginSchema, useLogin, type LoginInput } from '../api/login';
import { StyledForm, StyledFormHeading, StyledNote } from '../../../components/auth-styles';

const t = authContent.login;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await login(values);
    if (outcome.status === 'signed-in') onSuccess();
    if (outcome.status === 'second-step') setSecondStep(outcome.methods);
  });

  if (secondStep) return <SecondStepForm methods={secondStep} onSuccess={onSuccess} onStartOver={() => setSecondStep(null)} />;

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
      <StyledFormHeading id="login-heading">{t.heading}</StyledFormHeading>
      <FormField id="login-username" label={t.username} error={errors.username?.message}>
        {(p) => <Input {...p} {...register('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <FormField id="login-password" label={t.password} error={errors.password?.message}>
        {(p) => <Input {...p} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
      <StyledNote>
        <Link to="/auth/forgot">{mailContent.forgotLink}</Link>
      </StyledNote>
      <PasskeySignIn onSuccess={onSuccess} />
    </StyledForm>
  );
}
