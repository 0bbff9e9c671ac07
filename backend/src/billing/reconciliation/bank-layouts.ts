import { parse } from 'csv-parse/sync';
import { toCents } from '../billing-rules';

export const BANKS = ['fnb', 'standard-bank', 'absa', 'nedbank', 'capitec', 'generic'] as const;
export type Bank = (typeof BANKS)[number];

export interface ParsedLine {
  line: number;
  date: string;
  description: string;
  amountCents: number;
}

/** For the generic layout: which header names hold the date, description and amount. */
export interface GenericMapping {
  dateColumn: string;
  descriptionColumn: string;
  amountColumn: string;
}

export class StatementFormatError extends Error {}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** The date forms South African bank exports use: 2026/11/20, 2026-11-20, 20261120, 20/11/2026, 20 Nov 2026. */
export function parseBankDate(raw: string): string | null {
  const s = raw.trim();
  let m = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(s);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})[ -]?([A-Za-z]{3})[ -]?(\d{4})$/.exec(s);
  if (m && MONTHS[m[2].toLowerCase()]) return `${m[3]}-${MONTHS[m[2].toLowerCase()]}-${m[1].padStart(2, '0')}`;
  return null;
}

/** "3 599.00", "3,599.00", "-120.5", "R3599" → cents; null when it is not an amount. */
export function parseBankAmount(raw: string): number | null {
  const s = raw.trim().replace(/^R\s?/i, '').replace(/[\s,]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  return toCents(s);
}

/** A data row as read, before its date and amount are checked. */
interface RawLine {
  line: number;
  date: string;
  description: string;
  amount: string;
}

function rows(csv: string): string[][] {
  return parse(csv, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
}

/** Finds the header row (the first with all the names) and reads the data rows below it by name. */
function byHeader(csv: string, date: string, description: string, amount: (row: Record<string, string>) => string): RawLine[] {
  const all = rows(csv);
  const headerIndex = all.findIndex((r) => r.map((c) => c.toLowerCase()).includes(date.toLowerCase()));
  if (headerIndex < 0) throw new StatementFormatError(`No header row with a "${date}" column`);
  const header = all[headerIndex].map((c) => c.toLowerCase());
  return all.slice(headerIndex + 1).map((r, i) => {
    const rec: Record<string, string> = {};
    header.forEach((h, j) => (rec[h] = r[j] ?? ''));
    return {
      line: headerIndex + i + 2,
      date: rec[date.toLowerCase()] ?? '',
      description: rec[description.toLowerCase()] ?? '',
      amount: amount(rec),
    };
  });
}

/**
 * Reads a statement export into lines. Layouts (as each bank's online banking exports them):
 * - FNB: header "Date, Amount, Balance, Description", dates 2026/11/20, signed amounts.
 * - Standard Bank: record-type rows; "HIST,<yyyyMMdd>,,<amount>,<description>,<reference>,…".
 * - Absa: header "Date, Description, Amount, Balance", dates yyyyMMdd.
 * - Nedbank: header "Date, Description, Amount, Balance", dates dd/MM/yyyy.
 * - Capitec: header "…, Transaction Date, Description, …, Money In, Money Out, Fee, Balance".
 * - generic: the caller names the date, description and amount columns.
 */
export function parseStatement(bank: Bank, csv: string, mapping?: GenericMapping): ParsedLine[] {
  let raw: RawLine[];
  switch (bank) {
    case 'fnb':
    case 'absa':
    case 'nedbank':
      raw = byHeader(csv, 'Date', 'Description', (r) => r['amount']);
      break;
    case 'capitec':
      raw = byHeader(
        csv,
        'Transaction Date',
        'Description',
        (r) => r['money in'] || (r['money out'] ? `-${r['money out'].replace(/^-/, '')}` : ''),
      );
      break;
    case 'standard-bank':
      raw = rows(csv)
        .map((r, i) => ({ r, n: i + 1 }))
        .filter(({ r }) => r[0]?.toUpperCase() === 'HIST')
        .map(({ r, n }) => ({ line: n, date: r[1] ?? '', description: [r[4], r[5]].filter(Boolean).join(' '), amount: r[3] ?? '' }));
      break;
    case 'generic':
      if (!mapping) throw new StatementFormatError('The generic layout needs the date, description and amount column names');
      raw = byHeader(csv, mapping.dateColumn, mapping.descriptionColumn, (r) => r[mapping.amountColumn.toLowerCase()] ?? '');
      break;
  }
  const out: ParsedLine[] = [];
  for (const l of raw) {
    const date = parseBankDate(l.date);
    const cents = parseBankAmount(l.amount);
    // Lines that are not transactions (opening balance, totals, blank amounts) are skipped.
    if (date === null || cents === null) continue;
    out.push({ line: l.line, date, description: l.description.slice(0, 200), amountCents: cents });
  }
  if (out.length === 0) throw new StatementFormatError('No transactions found: is this the right bank layout?');
  return out;
}
