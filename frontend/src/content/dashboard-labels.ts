/**
 * Readable labels for the enumerations of docs/auth-and-accounts.md, shared by registration, the company
 * form, the documents screens and the upload form.
 */
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_CATEGORY_SECTIONS,
  FIRM_DOCUMENT_CATEGORIES,
  FIRM_DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
  type FirmDocumentCategory,
} from '@table-bay/shared';
import type { Schema } from '../api-types';

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export interface OptionGroup<V extends string = string> {
  label: string;
  options: Option<V>[];
}

/** The upload form's categories, grouped, in the words the mails use too (@table-bay/shared). */
export const DOCUMENT_CATEGORY_GROUPS: OptionGroup<DocumentCategory>[] = DOCUMENT_CATEGORY_SECTIONS.map((section) => ({
  label: section.label,
  options: section.categories.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] })),
}));

/** What the firm publishes to a client ("From your accountant"). */
export const FIRM_DOCUMENT_CATEGORY_OPTIONS: Option<FirmDocumentCategory>[] = FIRM_DOCUMENT_CATEGORIES.map((value) => ({
  value,
  label: FIRM_DOCUMENT_CATEGORY_LABELS[value],
}));

const firmCategoryLabels = new Map<string, string>(FIRM_DOCUMENT_CATEGORY_OPTIONS.map((o) => [o.value, o.label]));

export function firmCategoryLabel(category: FirmDocumentCategory): string {
  return firmCategoryLabels.get(category) ?? category;
}

export const BUSINESS_TYPE_OPTIONS: Option<Schema<'BusinessType'>>[] = [
  { value: 'sole_proprietorship', label: 'Sole Proprietorship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'private_company', label: 'Private Company (Pty) Ltd' },
  { value: 'public_company', label: 'Public Company (Ltd)' },
  { value: 'non_profit', label: 'Non-Profit Organisation' },
  { value: 'close_corporation', label: 'Close Corporation (CC)' },
  { value: 'trust', label: 'Trust' },
  { value: 'other', label: 'Other' },
];

export const ANNUAL_REVENUE_OPTIONS: Option<Schema<'AnnualRevenue'>>[] = [
  { value: 'under_1m', label: 'Under R1 million' },
  { value: '1m_5m', label: 'R1 million to R5 million' },
  { value: '5m_10m', label: 'R5 million to R10 million' },
  { value: '10m_20m', label: 'R10 million to R20 million' },
  { value: '20m_50m', label: 'R20 million to R50 million' },
  { value: 'over_50m', label: 'Over R50 million' },
];

/** Every document category key, in the order the groups list them. */
export const DOCUMENT_CATEGORY_VALUES = DOCUMENT_CATEGORY_GROUPS.flatMap((g) => g.options.map((o) => o.value)) as [
  DocumentCategory,
  ...DocumentCategory[],
];

const categoryLabels = new Map<string, string>(DOCUMENT_CATEGORY_GROUPS.flatMap((g) => g.options.map((o) => [o.value, o.label] as const)));
const businessTypeLabels = new Map<string, string>(BUSINESS_TYPE_OPTIONS.map((o) => [o.value, o.label] as const));
const revenueLabels = new Map<string, string>(ANNUAL_REVENUE_OPTIONS.map((o) => [o.value, o.label] as const));

/** Turns an unknown key such as "some_value" into "Some Value" rather than showing the raw key. */
function humanise(key: string): string {
  return key
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export function categoryLabel(value: string | null | undefined): string {
  if (!value) return '';
  return categoryLabels.get(value) ?? humanise(value);
}

export function businessTypeLabel(value: string | null | undefined): string {
  if (!value) return '';
  return businessTypeLabels.get(value) ?? humanise(value);
}

export function annualRevenueLabel(value: string | null | undefined): string {
  if (!value) return '';
  return revenueLabels.get(value) ?? value;
}

/** Status words as shown on badges: needs_revision reads "Needs Revision". */
export function statusLabel(value: string): string {
  return humanise(value);
}

/** Account type shows the role, Client when absent (docs/auth-and-accounts.md). */
export function roleLabel(role: string | null | undefined): string {
  return role ? humanise(role) : 'Client';
}
