import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConsentCheck, PolicyLink } from '../../../components/ui/consent-check';
import { FieldGrid, FormField, Input } from '../../../components/ui/form-field';
import { authContent } from '../../../content/auth';
import { registerSchema, useRegister, type RegisterFormValues, type RegisterParsed } from '../api/register';
import { StyledFieldset, StyledForm, StyledFormHeading, StyledNote } from '../../../components/auth-styles';
import { applyServerErrors } from '../../../lib/form-errors';

const t = authContent.register;
const f = t.fields;

type TextField = Exclude<keyof RegisterFormValues, 'acceptTerms'>;

const EMPTY: RegisterFormValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  acceptTerms: false,
};

/** /auth, Register tab: the account, the name and the consent; company details follow on the profile (docs/auth-and-accounts.md). */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterParsed>({
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
    // Each field is checked once left and then on every keystroke: the password rule shows while typing.
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await registerUser(values);
    if (result.ok) {
      onSuccess();
      return;
    }
    // Put the server's field messages (e.g. username taken) beside their fields.
    applyServerErrors(setError, result.fieldErrors, EMPTY);
  });

  const text = (name: TextField, options: { type?: string; autoComplete?: string; optional?: boolean; hint?: string } = {}) => (
    <FormField id={`register-${name}`} label={f[name]} error={errors[name]?.message} optional={options.optional} hint={options.hint}>
      {(p) => <Input {...p} {...register(name)} type={options.type ?? 'text'} autoComplete={options.autoComplete} />}
    </FormField>
  );

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-labelledby="register-heading">
      <StyledFormHeading id="register-heading">{t.heading}</StyledFormHeading>
      <StyledNote>{t.intro}</StyledNote>

      <StyledFieldset>
        <legend>{t.sections.account}</legend>
        <FieldGrid>
          {text('username', { autoComplete: 'username' })}
          {text('email', { type: 'email', autoComplete: 'email' })}
          {text('password', { type: 'password', autoComplete: 'new-password', hint: t.passwordHint })}
          {text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}
        </FieldGrid>
      </StyledFieldset>

      <StyledFieldset>
        <legend>{t.sections.personal}</legend>
        <FieldGrid>
          {text('firstName', { autoComplete: 'given-name', optional: true })}
          {text('lastName', { autoComplete: 'family-name', optional: true })}
        </FieldGrid>
      </StyledFieldset>

      <ConsentCheck
        id="register-acceptTerms"
        error={errors.acceptTerms?.message}
        label={
          <>
            {t.consent.before}
            <PolicyLink to="/terms">{t.consent.terms}</PolicyLink>
            {t.consent.and}
            <PolicyLink to="/privacy">{t.consent.privacy}</PolicyLink>
            {t.consent.end}
          </>
        }
      >
        {(control) => <input type="checkbox" {...control} {...register('acceptTerms')} />}
      </ConsentCheck>

      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </StyledForm>
  );
}
