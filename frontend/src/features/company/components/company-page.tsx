import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { FieldGrid, FormField, FullWidth, Input, Select } from '../../../components/ui/form-field';
import { EditIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { companyContent as t } from '../../../content/dashboard';
import { ANNUAL_REVENUE_OPTIONS, annualRevenueLabel, BUSINESS_TYPE_OPTIONS, businessTypeLabel } from '../../../content/dashboard-labels';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { type CurrentUser } from '../../../stores/session-store';
import { companySchema, companyValuesFrom, useUpdateProfile, type CompanyFormValues, type CompanyParsed } from '../api/update-profile';
import { applyServerErrors } from '../../../lib/form-errors';

type TextField = Exclude<keyof CompanyFormValues, 'businessType' | 'annualRevenue'>;

export function CompanyPage() {
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StyledStack>
        <CompanyForm user={user} />
      </StyledStack>
    </>
  );
}

function CompanyForm({ user }: { user: CurrentUser }) {
  const save = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyFormValues, unknown, CompanyParsed>({ resolver: zodResolver(companySchema), defaultValues: companyValuesFrom(user) });

  const startEditing = () => {
    setEditing(true);
    // Wait for the inputs to become editable, then put the cursor in the first one.
    setTimeout(() => setFocus('firstName'), 0);
  };

  const cancel = () => {
    reset(companyValuesFrom(user));
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await save(values);
      reset(companyValuesFrom(updated));
      setEditing(false);
      toast({ title: t.toasts.success, description: t.toasts.successDescription });
    } catch (err) {
      toast({ title: t.toasts.failed, description: errorMessage(err, t.toasts.failedFallback), variant: 'destructive' });
      applyServerErrors(setError, err, companyValuesFrom(user));
    }
  });

  const text = (name: TextField, options: { type?: string; autoComplete?: string; optional?: boolean } = {}) => (
    <FormField id={`company-${name}`} label={t.fields[name]} error={errors[name]?.message} optional={options.optional}>
      {(p) => <Input {...p} {...register(name)} type={options.type ?? 'text'} autoComplete={options.autoComplete} />}
    </FormField>
  );

  const select = (name: 'businessType' | 'annualRevenue', options: { value: string; label: string }[]) => (
    <FormField id={`company-${name}`} label={t.fields[name]} error={errors[name]?.message} optional>
      {(p) => (
        <Select {...p} {...register(name)}>
          <option value="">{t.selectPlaceholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );

  return (
    <Card aria-labelledby="company-info-title">
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <div>
            <CardTitle id="company-info-title">{t.infoTitle}</CardTitle>
            <CardDescription>{t.infoDescription}</CardDescription>
          </div>
          {editing ? (
            <StyledActions>
              <Button $variant="outline" onClick={cancel} disabled={isSubmitting}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={!isDirty || isSubmitting}>
                {isSubmitting ? t.saving : t.save}
              </Button>
            </StyledActions>
          ) : (
            <Button $variant="secondary" onClick={startEditing}>
              <EditIcon />
              {t.edit}
            </Button>
          )}
        </CardHeader>
        {/* Read as text until Edit: read-only inputs looked disabled (greyed), and a second card repeated them. */}
        {editing ? (
          <FieldGrid>
            {text('firstName', { autoComplete: 'given-name' })}
            {text('lastName', { autoComplete: 'family-name' })}
            {text('phone', { type: 'tel', autoComplete: 'tel' })}
            {text('company', { autoComplete: 'organization' })}
            <FullWidth>{text('address', { autoComplete: 'street-address' })}</FullWidth>
            {text('city', { autoComplete: 'address-level2' })}
            {text('postalCode', { autoComplete: 'postal-code' })}
            {text('country', { autoComplete: 'country-name' })}
            {text('vatNumber', { optional: true })}
            {text('registrationNumber', { optional: true })}
            {select('businessType', BUSINESS_TYPE_OPTIONS)}
            {select('annualRevenue', ANNUAL_REVENUE_OPTIONS)}
            <FormField id="company-numberOfEmployees" label={t.fields.numberOfEmployees} error={errors.numberOfEmployees?.message} optional>
              {(p) => <Input {...p} {...register('numberOfEmployees')} type="number" inputMode="numeric" min={0} step={1} />}
            </FormField>
          </FieldGrid>
        ) : (
          <CompanyDetails user={user} />
        )}
      </form>
    </Card>
  );
}

function CompanyDetails({ user }: { user: CurrentUser }) {
  const show = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? t.notProvided : String(value);
  const rows: Array<[string, string]> = [
    [t.fields.firstName, show(user.firstName)],
    [t.fields.lastName, show(user.lastName)],
    [t.fields.phone, show(user.phone)],
    [t.fields.company, show(user.company)],
    [t.fields.address, show(user.address)],
    [t.fields.city, show(user.city)],
    [t.fields.postalCode, show(user.postalCode)],
    [t.fields.country, show(user.country)],
    [t.fields.vatNumber, show(user.vatNumber)],
    [t.fields.registrationNumber, show(user.registrationNumber)],
    [t.fields.businessType, show(businessTypeLabel(user.businessType))],
    [t.fields.annualRevenue, show(annualRevenueLabel(user.annualRevenue))],
    [t.fields.numberOfEmployees, show(user.numberOfEmployees)],
  ];
  return (
    <DetailList data-testid="company-details">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </DetailList>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
