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
import { companyContent, companyContent as t } from '../../../content/dashboard';
import { ANNUAL_REVENUE_OPTIONS, annualRevenueLabel, BUSINESS_TYPE_OPTIONS, businessTypeLabel } from '../../../content/dashboard-labels';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { type CurrentUser } from '../../../stores/session-store';
import { companySchema, companyValuesFrom, useUpdateProfile, type CompanyFormValues, type CompanyParsed } from '../api/update-profile';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { CheckboxLabel } from '../../../components/ui/layout';
import { firmToday, TAX_PROFILE_HELP, VAT_CATEGORIES, VAT_FILING_CHANNELS } from '@table-bay/shared';
import { Link } from 'react-router-dom';

type TaxField = keyof typeof companyContent.tax.fields;
type TaxTextField = Exclude<
  TaxField,
  'vatCategory' | 'vatFilingChannel' | 'financialYearEndMonth' | 'provisionalTaxpayer' | 'coidaRegistered'
>;
type TextField = Exclude<keyof CompanyFormValues, 'businessType' | 'annualRevenue' | TaxField>;
const tax = t.tax;

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

  // The tax group's fields each say where to find the number (TAX_PROFILE_HELP, shared with the API's docs).
  const taxText = (name: TaxTextField, options: { type?: string; max?: string } = {}) => (
    <FormField id={`company-${name}`} label={tax.fields[name]} hint={TAX_PROFILE_HELP[name]} error={errors[name]?.message} optional>
      {(p) => <Input {...p} {...register(name)} type={options.type ?? 'text'} max={options.max} autoComplete="off" spellCheck={false} />}
    </FormField>
  );

  const taxCheck = (name: 'provisionalTaxpayer' | 'coidaRegistered') => (
    <StyledCheckField>
      <CheckboxLabel htmlFor={`company-${name}`}>
        <input id={`company-${name}`} type="checkbox" aria-describedby={`company-${name}-hint`} {...register(name)} />
        {tax.fields[name]}
      </CheckboxLabel>
      <StyledHint id={`company-${name}-hint`}>{TAX_PROFILE_HELP[name]}</StyledHint>
    </StyledCheckField>
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
            <FormField
              id="company-vatNumber"
              label={t.fields.vatNumber}
              hint={TAX_PROFILE_HELP.vatNumber}
              error={errors.vatNumber?.message}
              optional
            >
              {(p) => <Input {...p} {...register('vatNumber')} autoComplete="off" spellCheck={false} />}
            </FormField>
            {text('registrationNumber', { optional: true })}
            {select('businessType', BUSINESS_TYPE_OPTIONS)}
            {select('annualRevenue', ANNUAL_REVENUE_OPTIONS)}
            <FormField id="company-numberOfEmployees" label={t.fields.numberOfEmployees} error={errors.numberOfEmployees?.message} optional>
              {(p) => <Input {...p} {...register('numberOfEmployees')} type="number" inputMode="numeric" min={0} step={1} />}
            </FormField>
            <FullWidth>
              <StyledGroup aria-describedby="company-tax-description">
                <StyledLegend>{tax.title}</StyledLegend>
                <StyledGroupText id="company-tax-description">{tax.description}</StyledGroupText>
                <FieldGrid>
                  <FormField
                    id="company-vatCategory"
                    label={tax.fields.vatCategory}
                    hint={TAX_PROFILE_HELP.vatCategory}
                    error={errors.vatCategory?.message}
                    optional
                  >
                    {(p) => (
                      <Select {...p} {...register('vatCategory')}>
                        <option value="">{tax.notVatVendor}</option>
                        {VAT_CATEGORIES.map((c) => (
                          <option key={c} value={c}>
                            {tax.vatCategoryOption(c)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                  <FormField
                    id="company-vatFilingChannel"
                    label={tax.fields.vatFilingChannel}
                    hint={TAX_PROFILE_HELP.vatFilingChannel}
                    error={errors.vatFilingChannel?.message}
                  >
                    {(p) => (
                      <Select {...p} {...register('vatFilingChannel')}>
                        {VAT_FILING_CHANNELS.map((c) => (
                          <option key={c} value={c}>
                            {tax.channels[c]}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                  <FormField
                    id="company-financialYearEndMonth"
                    label={tax.fields.financialYearEndMonth}
                    hint={TAX_PROFILE_HELP.financialYearEndMonth}
                    error={errors.financialYearEndMonth?.message}
                    optional
                  >
                    {(p) => (
                      <Select {...p} {...register('financialYearEndMonth')}>
                        <option value="">{tax.monthNotSet}</option>
                        {tax.months.map((m, i) => (
                          <option key={m} value={String(i + 1)}>
                            {m}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                  {taxText('incomeTaxNumber')}
                  {taxText('payeReference')}
                  {taxText('uifReference')}
                  {taxText('companyRegistrationNumber')}
                  {taxText('incorporationDate', { type: 'date', max: firmToday() })}
                  {taxCheck('provisionalTaxpayer')}
                  {taxCheck('coidaRegistered')}
                </FieldGrid>
              </StyledGroup>
            </FullWidth>
          </FieldGrid>
        ) : (
          <>
            <CompanyDetails user={user} />
            <TaxDetails user={user} />
          </>
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

/** The tax group read as text, under its own heading. */
function TaxDetails({ user }: { user: CurrentUser }) {
  const show = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? t.notProvided : value);
  const rows: Array<[string, string]> = [
    [tax.fields.vatCategory, user.vatCategory ? tax.vatCategoryOption(user.vatCategory) : tax.notVatVendor],
    [tax.fields.vatFilingChannel, tax.channels[user.vatFilingChannel] ?? user.vatFilingChannel],
    [tax.fields.financialYearEndMonth, user.financialYearEndMonth ? tax.months[user.financialYearEndMonth - 1] : tax.monthNotSet],
    [tax.fields.incomeTaxNumber, show(user.incomeTaxNumber)],
    [tax.fields.payeReference, show(user.payeReference)],
    [tax.fields.uifReference, show(user.uifReference)],
    [tax.fields.companyRegistrationNumber, show(user.companyRegistrationNumber)],
    [tax.fields.incorporationDate, user.incorporationDate ? formatDate(user.incorporationDate) : t.notProvided],
    [tax.fields.provisionalTaxpayer, user.provisionalTaxpayer ? tax.yes : tax.no],
    [tax.fields.coidaRegistered, user.coidaRegistered ? tax.yes : tax.no],
  ];
  return (
    <StyledTaxSection aria-labelledby="company-tax-title">
      <StyledGroupTitle id="company-tax-title">{tax.title}</StyledGroupTitle>
      <StyledGroupText>{tax.description}</StyledGroupText>
      <StyledTaxList data-testid="company-tax-details">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </StyledTaxList>
      <Link to="/dashboard/tax-calendar">{tax.calendarLink}</Link>
    </StyledTaxSection>
  );
}

const StyledTaxSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Its labels are long ("Company registration number (CIPC)"): on a phone each value goes under its label. */
const StyledTaxList = styled(DetailList)`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    grid-template-columns: 1fr;
    row-gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space.xs};
    }
  }
`;

const StyledGroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledGroupText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.lg} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLegend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledCheckField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
