import type { VatCategory, VatFilingChannel } from '@table-bay/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toDateOnly } from '../common/calendar/firm-calendar';
import { DataSource, EntityManager, In } from 'typeorm';
import { BUSINESS_NAME_MAX } from './businesses.service';
import { ClientBusiness } from './client-business.entity';

/**
 * The company profile of a client business as the API shows it, in the company form's field names:
 * `company` is the business's name (one name, shown in the switcher, to staff and on invoices).
 */
export interface BusinessProfile {
  company: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string;
  vatNumber: string | null;
  registrationNumber: string | null;
  businessType: string | null;
  annualRevenue: string | null;
  numberOfEmployees: number | null;
  // Tax and registration (docs/compliance.md, "Profile fields").
  vatCategory: VatCategory | null;
  vatFilingChannel: VatFilingChannel;
  financialYearEndMonth: number | null;
  incomeTaxNumber: string | null;
  payeReference: string | null;
  uifReference: string | null;
  companyRegistrationNumber: string | null;
  incorporationDate: string | null;
  provisionalTaxpayer: boolean;
  coidaRegistered: boolean;
}

/** The company form's fields, in its order: the one list of what "the company profile" is. */
export const BUSINESS_PROFILE_FIELDS = [
  'company',
  'address',
  'city',
  'postalCode',
  'country',
  'vatNumber',
  'registrationNumber',
  'businessType',
  'annualRevenue',
  'numberOfEmployees',
  'vatCategory',
  'vatFilingChannel',
  'financialYearEndMonth',
  'incomeTaxNumber',
  'payeReference',
  'uifReference',
  'companyRegistrationNumber',
  'incorporationDate',
  'provisionalTaxpayer',
  'coidaRegistered',
] as const satisfies ReadonlyArray<keyof BusinessProfile>;
export type BusinessProfileField = (typeof BUSINESS_PROFILE_FIELDS)[number];

/** What a person without a business (staff, or someone who left every business) is shown. */
export const NO_BUSINESS_PROFILE: Readonly<BusinessProfile> = Object.freeze({
  company: null,
  address: null,
  city: null,
  postalCode: null,
  country: 'South Africa',
  vatNumber: null,
  registrationNumber: null,
  businessType: null,
  annualRevenue: null,
  numberOfEmployees: null,
  vatCategory: null,
  vatFilingChannel: 'efiling',
  financialYearEndMonth: null,
  incomeTaxNumber: null,
  payeReference: null,
  uifReference: null,
  companyRegistrationNumber: null,
  incorporationDate: null,
  provisionalTaxpayer: false,
  coidaRegistered: false,
});

export function profileOfBusiness(b: ClientBusiness): BusinessProfile {
  return {
    company: b.nameFromOwner ? null : b.name,
    address: b.address,
    city: b.city,
    postalCode: b.postalCode,
    country: b.country,
    vatNumber: b.vatNumber,
    registrationNumber: b.registrationNumber,
    businessType: b.businessType,
    annualRevenue: b.annualRevenue,
    numberOfEmployees: b.numberOfEmployees,
    vatCategory: b.vatCategory,
    vatFilingChannel: b.vatFilingChannel,
    financialYearEndMonth: b.financialYearEndMonth,
    incomeTaxNumber: b.incomeTaxNumber,
    payeReference: b.payeReference,
    uifReference: b.uifReference,
    companyRegistrationNumber: b.companyRegistrationNumber,
    incorporationDate: toDateOnly(b.incorporationDate),
    // Booleans come back as 0/1 from some drivers' raw rows; the entity gives booleans.
    provisionalTaxpayer: Boolean(b.provisionalTaxpayer),
    coidaRegistered: Boolean(b.coidaRegistered),
  };
}

/**
 * The profile fields as the business's columns. `company` is the name, which is never empty: a
 * company name given replaces the owner's name the business started with; an empty one is ignored.
 */
export function businessColumnsOf(changes: Partial<BusinessProfile>): Partial<ClientBusiness> {
  const columns: Partial<ClientBusiness> = {};
  for (const [field, value] of Object.entries(changes) as Array<[BusinessProfileField, unknown]>) {
    if (value === undefined) continue;
    if (field === 'company') {
      if (typeof value === 'string' && value.trim()) {
        columns.name = value.trim().slice(0, BUSINESS_NAME_MAX);
        columns.nameFromOwner = false;
      }
    } else Object.assign(columns, { [field]: value });
  }
  return columns;
}

/**
 * The one home of a client business's company profile (docs/client-businesses.md, "The company
 * profile"): who may see or change it is the caller's business (the role table); this reads and
 * writes it. Staff screens read it with `profileOf(businessId)`.
 */
@Injectable()
export class BusinessProfileService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The business's company profile; null when there is no such business. */
  async profileOf(businessId: number, m: EntityManager = this.dataSource.manager): Promise<BusinessProfile | null> {
    const business = await m.getRepository(ClientBusiness).findOneBy({ id: businessId });
    return business ? profileOfBusiness(business) : null;
  }

  /** The profiles of several businesses at once (staff lists), by business id. */
  async profilesOf(businessIds: readonly number[]): Promise<Map<number, BusinessProfile>> {
    if (businessIds.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(ClientBusiness).findBy({ id: In([...businessIds]) });
    return new Map(rows.map((b) => [b.id, profileOfBusiness(b)]));
  }

  /** Writes the fields given (undefined ones are left alone), inside the caller's transaction. */
  async updateIn(m: EntityManager, businessId: number, changes: Partial<BusinessProfile>): Promise<void> {
    const columns = businessColumnsOf(changes);
    if (Object.keys(columns).length === 0) return;
    await m.getRepository(ClientBusiness).update({ id: businessId }, columns);
  }
}
