import { createHash } from 'node:crypto';

/** PHP's urlencode, which PayFast's signature is defined by: spaces as "+", upper-case escapes, only A-Z a-z 0-9 - _ . left bare. */
export function phpUrlEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** The string PayFast signs: name=value pairs in the given order, joined by "&". */
export function payfastParamString(fields: Array<[string, string]>): string {
  return fields.map(([k, v]) => `${k}=${phpUrlEncode(v.trim())}`).join('&');
}

/** MD5 over the pairs, with the passphrase appended when there is one. */
export function payfastSignature(fields: Array<[string, string]>, passphrase: string): string {
  let s = payfastParamString(fields);
  if (passphrase) s += `&passphrase=${phpUrlEncode(passphrase.trim())}`;
  return createHash('md5').update(s).digest('hex');
}
