import { CsvError, parse } from 'csv-parse/sync';
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
  let y: string, mo: string, d: string;
  let m = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) [y, mo, d] = [m[1], m[2], m[3]];
  else if ((m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(s))) [y, mo, d] = [m[3], m[2], m[1]];
  else if ((m = /^(\d{1,2})[ -]?([A-Za-z]{3})[ -]?(\d{4})$/.exec(s)) && MONTHS[m[2].toLowerCase()])
    [y, mo, d] = [m[3], MONTHS[m[2].toLowerCase()], m[1].padStart(2, '0')];
  else return null;
  // 2026/13/45 has the shape of a date but is none: it would fail later, when the payment is recorded.
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}

/** "3 599.00", "3,599.00", "-120.5", "R3599" → cents; null when it is not an amount. */
export function parseBankAmount(raw: string): number | null {
  const s = raw.trim().replace(/^R\s?/i, '').replace(/[\s,]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  return toCents(s);
}

/** The largest amount a statement line may carry: what the database's int column holds, in cents. */
const MAX_CENTS = 2_147_483_647;

/** A data row as read, before its date and amount are checked. */
interface RawLine {
  line: number;
  date: string;
  description: string;
  amount: string;
}

/** A record of the file and the line of the file it starts on (blank lines counted). */
interface Row {
  cells: string[];
  line: number;
}

const BREAK = /\r\n|\r|\n/g;

/** What a parser error means to the person who exported the file. */
function csvProblem(code: string): string {
  switch (code) {
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a quote in the wrong place';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is not closed';
    case 'CSV_MAX_RECORD_SIZE':
      return 'the line is too long';
    default:
      return 'it cannot be split into fields';
  }
}

function rows(csv: string): Row[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(csv, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
      // The sync parser's declared return type does not follow the `info` option.
    }) as unknown as typeof records;
  } catch (err) {
    // Every parser error is the file's fault, whatever its code: refuse it with the line.
    if (err instanceof CsvError) throw new StatementFormatError(`line ${err.lines} is not valid CSV (${csvProblem(err.code)})`);
    throw err;
  }
  // info.lines is the line a record ends on; csv-parse counts a CRLF inside a quoted field as two lines.
  let doubleCounted = 0;
  return records.map(({ record, info }) => {
    const breaks = record.reduce((n, f) => n + (f.match(BREAK)?.length ?? 0), 0);
    doubleCounted += record.reduce((n, f) => n + (f.match(/\r\n/g)?.length ?? 0), 0);
    return { cells: record, line: info.lines - doubleCounted - breaks };
  });
}

type Cells = { [column: string]: string | undefined };

/** One header layout: the columns that identify its header row and how a row is read by name. */
interface Layout {
  /** Every one of these (compared without case) must be in the header row. */
  columns: string[];
  date: string;
  /** Joined into the line's description (and searched for the reference), without repeats. */
  description: string[];
  amount: (row: Cells) => string;
}

const cell = (row: Cells, column: string): string => row[column.toLowerCase()] ?? '';

/** Capitec: money in is positive; money out is printed negative or positive, and is a debit either way. */
function moneyInOut(row: Cells): string {
  const moneyIn = cell(row, 'Money In');
  if (moneyIn) return moneyIn;
  const out = cell(row, 'Money Out');
  return out ? `-${out.replace(/^-/, '')}` : '';
}

/** FNB's emailed statement: a "Debit / Credit" marker may accompany an unsigned amount. */
function fnbAmount(row: Cells): string {
  const amount = cell(row, 'Amount');
  const side = cell(row, 'Debit / Credit').toLowerCase();
  if (amount && (side === 'dr' || side === 'debit' || side === 'd')) return `-${amount.replace(/^-/, '')}`;
  return amount;
}

/** The header layouts of each bank, as docs/billing.md describes them and where each comes from. */
const LAYOUTS: { [bank in Exclude<Bank, 'standard-bank' | 'generic'>]: Layout[] } = {
  fnb: [
    // The emailed statement ("Recreated Statement"); its preamble has a row that starts with "Date,".
    {
      columns: ['Effective Date', 'Description', 'Reference', 'Amount'],
      date: 'Effective Date',
      description: ['Description', 'Reference'],
      amount: fnbAmount,
    },
    // Online banking's transaction download.
    { columns: ['Date', 'Amount', 'Description'], date: 'Date', description: ['Description'], amount: (r) => cell(r, 'Amount') },
  ],
  absa: [{ columns: ['Date', 'Description', 'Amount'], date: 'Date', description: ['Description'], amount: (r) => cell(r, 'Amount') }],
  nedbank: [{ columns: ['Date', 'Description', 'Amount'], date: 'Date', description: ['Description'], amount: (r) => cell(r, 'Amount') }],
  capitec: [
    {
      columns: ['Transaction Date', 'Description', 'Money In', 'Money Out'],
      date: 'Transaction Date',
      description: ['Description', 'Original Description'],
      amount: moneyInOut,
    },
    {
      columns: ['Posting Date', 'Description', 'Money In', 'Money Out'],
      date: 'Posting Date',
      description: ['Description'],
      amount: moneyInOut,
    },
  ],
};

/** The distinct texts of these cells, joined: "Payment Received" and "NKOSI INV000042", but a repeat only once. */
function joinDescription(row: Cells, columns: string[]): string {
  const parts: string[] = [];
  for (const c of columns) {
    const text = cell(row, c);
    if (text && !parts.some((p) => p.toLowerCase().includes(text.toLowerCase()))) parts.push(text);
  }
  return parts.join(' ');
}

/**
 * Finds the header row by its columns (the first row holding every column of one of the layouts,
 * so a preamble row that merely starts with "Date" is passed over) and reads the rows below it.
 */
function byHeader(csv: string, layouts: Layout[]): RawLine[] {
  const all = rows(csv);
  for (let h = 0; h < all.length; h++) {
    const header = all[h].cells.map((c) => c.toLowerCase());
    const layout = layouts.find((l) => l.columns.every((c) => header.includes(c.toLowerCase())));
    if (!layout) continue;
    return all.slice(h + 1).map(({ cells, line }) => {
      const rec: Cells = {};
      header.forEach((name, j) => {
        // The first column of a name wins, should a bank repeat one.
        if (rec[name] === undefined) rec[name] = cells[j] ?? '';
      });
      return { line, date: cell(rec, layout.date), description: joinDescription(rec, layout.description), amount: layout.amount(rec) };
    });
  }
  throw new StatementFormatError(`no header row with the columns ${layouts.map((l) => `"${l.columns.join(', ')}"`).join(' or ')}`);
}

/**
 * Reads a statement export into lines, every line checked: a line with no date (opening balance,
 * totals) or no amount is not a transaction and is passed over; a date that is not a real date or
 * an amount that is not a number refuses the whole file, with its line. Layouts: see LAYOUTS and
 * docs/billing.md; Standard Bank's export has record-type rows,
 * "HIST,<yyyyMMdd>,,<amount>,<description>,<reference>,…". `description` is the whole text; the
 * caller shortens it for storage after looking for the reference.
 */
export function parseStatement(bank: Bank, csv: string, mapping?: GenericMapping): ParsedLine[] {
  let raw: RawLine[];
  switch (bank) {
    case 'standard-bank':
      raw = rows(csv)
        .filter(({ cells }) => cells[0]?.toUpperCase() === 'HIST')
        .map(({ cells, line }) => ({
          line,
          date: cells[1] ?? '',
          description: [cells[4], cells[5]].filter(Boolean).join(' '),
          amount: cells[3] ?? '',
        }));
      break;
    case 'generic':
      if (!mapping) throw new StatementFormatError('the generic layout needs the date, description and amount column names');
      raw = byHeader(csv, [
        {
          columns: [mapping.dateColumn, mapping.descriptionColumn, mapping.amountColumn],
          date: mapping.dateColumn,
          description: [mapping.descriptionColumn],
          amount: (r) => cell(r, mapping.amountColumn),
        },
      ]);
      break;
    default:
      raw = byHeader(csv, LAYOUTS[bank]);
  }
  const out: ParsedLine[] = [];
  for (const l of raw) {
    // No digit in the date cell, or no amount: not a transaction (a balance, a total, a note).
    if (!/\d/.test(l.date) || l.amount.trim() === '') continue;
    const date = parseBankDate(l.date);
    if (date === null) throw new StatementFormatError(`line ${l.line}: "${l.date}" is not a date`);
    const cents = parseBankAmount(l.amount);
    if (cents === null || Math.abs(cents) > MAX_CENTS) throw new StatementFormatError(`line ${l.line}: "${l.amount}" is not an amount`);
    out.push({ line: l.line, date, description: l.description, amountCents: cents });
  }
  if (out.length === 0) throw new StatementFormatError('no transactions found: is this the right bank layout?');
  return out;
}
