import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField, Input } from '../../../components/ui/form-field';
import { authContent } from '../../../content/auth';
import { loginSchema, useLogin, type LoginInput } from '../api/login';
import { StyledForm, StyledFormHeading } from './auth-styles';

const t = authContent.login;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (await login(values)) onSuccess();
  });

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
    </StyledForm>
  );
}
