export { escapeHtml, html, safeHref, SafeHtml } from './escape';
export { formatDate, formatDateTime, formatRand, MAIL_FORMATTERS, type MailFormatters } from './format';
export { renderLayout, type MailBlock, type MailLayout } from './layout';
