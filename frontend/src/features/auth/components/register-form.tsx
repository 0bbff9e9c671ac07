import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldGrid, FormField, FullWidth, Input, Select } from '../../../components/ui/form-field';
import { authContent } from '../../../content/auth';
import { ANNUAL_REVENUE_OPTIONS, BUSINESS_TYPE_OPTIONS } from '../../../content/dashboard-labels';
import { registerSchema, useRegister, type RegisterFormValues, type RegisterParsed } from '../api/register';
import { StyledFieldset, StyledForm, StyledFormHeading, StyledNote } from '../../../components/auth-styles';
import { applyServerErrors } from '../../../lib/form-errors';

const t = authContent.register;
const f = t.fields;

type TextField = Exclude<keyof RegisterFormValues, 'businessType' | 'annualRevenue'>;

const EMPTY: RegisterFormValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  company: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'South Africa',
  vatNumber: '',
  registrationNumber: '',
  businessType: '',
  annualRevenue: '',
  numberOfEmployees: '',
};

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterParsed>({ resolver: zodResolver(registerSchema), defaultValues: EMPTY });

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
          {text('phone', { type: 'tel', autoComplete: 'tel', optional: true })}
        </FieldGrid>
      </StyledFieldset>

      <StyledFieldset>
        <legend>{t.sections.business}</legend>
        <FieldGrid>
          {text('company', { autoComplete: 'organization', optional: true })}
          <FullWidth>{text('address', { autoComplete: 'street-address', optional: true })}</FullWidth>
          {text('city', { autoComplete: 'address-level2', optional: true })}
          {text('postalCode', { autoComplete: 'postal-code', optional: true })}
          {text('country', { autoComplete: 'country-name', optional: true })}
          {text('vatNumber', { optional: true })}
          {text('registrationNumber', { optional: true })}
          <FormField id="register-businessType" label={f.businessType} error={errors.businessType?.message} optional>
            {(p) => (
              <Select {...p} {...register('businessType')}>
                <option value="">{t.selectPlaceholder}</option>
                {BUSINESS_TYPE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="register-annualRevenue" label={f.annualRevenue} error={errors.annualRevenue?.message} optional>
            {(p) => (
              <Select {...p} {...register('annualRevenue')}>
                <option value="">{t.selectPlaceholder}</option>
                {ANNUAL_REVENUE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="register-numberOfEmployees" label={f.numberOfEmployees} error={errors.numberOfEmployees?.message} optional>
            {(p) => <Input {...p} {...register('numberOfEmployees')} type="number" inputMode="numeric" min={0} step={1} />}
          </FormField>
        </FieldGrid>
      </StyledFieldset>

      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
    </StyledForm>
  );
}
