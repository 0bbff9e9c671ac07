import { z } from 'zod';

// Zod compiles object parsers with `new Function` when the page allows it, and finds out by
// trying: under this site's Content-Security-Policy (script-src 'self') that probe is reported as
// a violation on every screen with a form (Lighthouse's best-practices audit flags it). Forms
// parse a handful of fields; the interpreted parser is plenty fast for that.
z.config({ jitless: true });

export { z };
