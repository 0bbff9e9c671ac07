import type { AppConfig } from '../config/app-config';
import type { MailContext } from './mail-template';
import { MAIL_FORMATTERS } from './render/format';

/** The context every template renders with, built once from the configuration. */
export function buildMailContext(config: AppConfig): MailContext {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  return {
    firm: config.firm,
    publicUrl,
    link(path: string, query?: Record<string, string | number>): string {
      const url = new URL(path.startsWith('/') ? path : `/${path}`, `${publicUrl}/`);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
      return url.toString();
    },
    format: MAIL_FORMATTERS,
  };
}
