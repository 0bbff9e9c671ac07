import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
        <BusinessDetails user={user} />
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
      {(p) => <Input {...p} {...register(name)} type={options.type ?? 'text'} autoComplete={options.autoComplete} readOnly={!editing} />}
    </FormField>
  );

  const select = (name: 'businessType' | 'annualRevenue', options: { value: string; label: string }[]) => (
    <FormField id={`company-${name}`} label={t.fields[name]} error={errors[name]?.message} optional>
      {(p) => (
        <Select {...p} {...register(name)} disabled={!editing}>
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
            {(p) => (
              <Input {...p} {...register('numberOfEmployees')} type="number" inputMode="numeric" min={0} step={1} readOnly={!editing} />
            )}
          </FormField>
        </FieldGrid>
      </form>
    </Card>
  );
}

function BusinessDetails({ user }: { user: CurrentUser }) {
  const show = (value: string | number | null) => (value === null || value === '' ? t.notProvided : String(value));
  return (
    <Card aria-labelledby="business-details-title">
      <CardHeader>
        <CardTitle id="business-details-title">{t.businessTitle}</CardTitle>
      </CardHeader>
      <DetailList>
        <dt>{t.fields.registrationNumber}</dt>
        <dd>{show(user.registrationNumber)}</dd>
        <dt>{t.fields.vatNumber}</dt>
        <dd>{show(user.vatNumber)}</dd>
        <dt>{t.fields.businessType}</dt>
        <dd>{show(businessTypeLabel(user.businessType))}</dd>
        <dt>{t.fields.annualRevenue}</dt>
        <dd>{show(annualRevenueLabel(user.annualRevenue))}</dd>
        <dt>{t.fields.numberOfEmployees}</dt>
        <dd>{show(user.numberOfEmployees)}</dd>
      </DetailList>
    </Card>
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
