import type { MailContent, MailContext } from '../mail-template';
import { escapeHtml, html, safeHref, SafeHtml } from './escape';

/**
 * A mail's body as a list of blocks; the layout writes each block once as HTML and once as plain
 * text, so the two parts say the same thing.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** The one main action: a button in HTML, the bare URL on its own line in text. */
  | { kind: 'button'; label: string; url: string }
  /** Label/value pairs: an enquiry's fields, a request's due date. */
  | { kind: 'details'; rows: Array<[label: string, value: string]> }
  /** Smaller print under the main content ("If this wasn't you…"). */
  | { kind: 'note'; text: string }
  /** A quoted piece of someone else's text, such as a reviewer's note. */
  | { kind: 'quote'; text: string };

export interface MailLayout {
  subject: string;
  /** Greeting line, e.g. "Hello Thandi,"; omitted when not given. */
  greeting?: string;
  blocks: MailBlock[];
  /** A link to where the reader turns this kind of mail off; also the List-Unsubscribe target. */
  preferencesUrl?: string;
}

const COLORS = { ink: '#1f2933', muted: '#52606d', brand: '#0b4f6c', line: '#d9e2ec', bg: '#f5f7fa' };

/** Renders a mail in the firm's layout: header with the firm's name, body, footer with its details. */
export function renderLayout(layout: MailLayout, ctx: MailContext): MailContent {
  const subject = layout.subject.replace(/[\r\n]+/g, ' ').trim();
  return { subject, html: renderHtml(layout, subject, ctx), text: renderText(layout, ctx) };
}

function firmFooterLines(ctx: MailContext): string[] {
  const f = ctx.firm;
  const lines = [f.legalName, f.addressLines.join(', '), `Tel ${f.phone} · ${f.email}`];
  if (f.vatNumber) lines.push(`VAT number ${f.vatNumber}`);
  return lines;
}

function renderText(layout: MailLayout, ctx: MailContext): string {
  const parts: string[] = [];
  if (layout.greeting) parts.push(layout.greeting);
  for (const b of layout.blocks) {
    switch (b.kind) {
      case 'paragraph':
        parts.push(b.text);
        break;
      case 'button':
        parts.push(`${b.label}:\n${b.url}`);
        break;
      case 'details':
        parts.push(b.rows.map(([k, v]) => `${k}: ${v}`).join('\n'));
        break;
      case 'note':
        parts.push(b.text);
        break;
      case 'quote':
        parts.push(
          b.text
            .split(/\r?\n/)
            .map((l) => `> ${l}`)
            .join('\n'),
        );
        break;
    }
  }
  const footer = ['-- ', ctx.firm.name, ...firmFooterLines(ctx)];
  if (layout.preferencesUrl) footer.push(`Choose which emails you receive: ${layout.preferencesUrl}`);
  return `${parts.join('\n\n')}\n\n${footer.join('\n')}\n`;
}

/** Line breaks in user text become <br> after escaping. */
function multiline(text: string): SafeHtml {
  return new SafeHtml(escapeHtml(text).replace(/\r?\n/g, '<br>'));
}

function renderBlock(b: MailBlock): SafeHtml {
  const p = `margin:0 0 16px;font-size:16px;line-height:24px;color:${COLORS.ink}`;
  switch (b.kind) {
    case 'paragraph':
      return html`<p style="${p}">${multiline(b.text)}</p>`;
    case 'button':
      return html`<p style="margin:24px 0">
          <a
            href="${safeHref(b.url)}"
            style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLORS.brand};color:#ffffff;font-weight:600;text-decoration:none;font-size:16px"
            >${b.label}</a
          >
        </p>
        <p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${COLORS.muted}">
          Or paste this link into your browser: <a href="${safeHref(b.url)}" style="color:${COLORS.brand};word-break:break-all">${b.url}</a>
        </p>`;
    case 'details':
      return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;width:100%">
        ${b.rows.map(
          ([k, v]) =>
            html`<tr>
              <th
                scope="row"
                style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-size:14px;color:${COLORS.muted};font-weight:600;white-space:nowrap"
              >
                ${k}
              </th>
              <td style="padding:6px 0;font-size:14px;color:${COLORS.ink}">${multiline(v)}</td>
            </tr>`,
        )}
      </table>`;
    case 'note':
      return html`<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${COLORS.muted}">${multiline(b.text)}</p>`;
    case 'quote':
      return html`<blockquote
        style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${COLORS.line};font-size:15px;line-height:22px;color:${COLORS.ink}"
      >
        ${multiline(b.text)}
      </blockquote>`;
  }
}

function renderHtml(layout: MailLayout, subject: string, ctx: MailContext): string {
  const footer = firmFooterLines(ctx).map((l) => html`${l}<br />`);
  const prefs = layout.preferencesUrl
    ? html`<p style="margin:12px 0 0">
        <a href="${safeHref(layout.preferencesUrl)}" style="color:${COLORS.muted}">Choose which emails you receive</a>
      </p>`
    : '';
  return html`<!doctype html>
    <html lang="en-ZA">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:${COLORS.bg};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.bg}">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:8px"
              >
                <tr>
                  <td style="padding:20px 24px;border-bottom:1px solid ${COLORS.line}">
                    <a href="${safeHref(ctx.publicUrl)}" style="font-size:20px;font-weight:700;color:${COLORS.brand};text-decoration:none"
                      >${ctx.firm.name}</a
                    >
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">
                    ${layout.greeting ? html`<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${COLORS.ink}">${layout.greeting}</p>` : ''}
                    ${layout.blocks.map(renderBlock)}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid ${COLORS.line};font-size:12px;line-height:18px;color:${COLORS.muted}">
                    ${footer}${prefs}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}
