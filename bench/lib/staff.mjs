// Staff for the benchmarks that measure the staff console: an admin made with the command-line
// tool, team members added through the admin's own route, each signed in with the authenticator
// every staff member must have before reaching a staff route (docs/account-security.md).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Client } from './client.mjs';
import { BACKEND_DIST, ROOT } from './processes.mjs';

export const STAFF_PASSWORD = 'Harbour-Lantern-4821';
const require = createRequire(join(ROOT, 'backend/package.json'));

/** An admin made with the command-line tool, signed in, with the authenticator staff must have. */
export async function signInAdmin(app) {
  execFileSync(
    process.execPath,
    [join(BACKEND_DIST, 'cli/create-admin.js'), '--username', 'benchadmin', '--name', 'Bench Admin', '--email', 'admin@bench.example'],
    {
      env: { ...process.env, DATA_DIR: app.dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', ADMIN_PASSWORD: STAFF_PASSWORD },
      stdio: 'pipe',
    },
  );
  return signInStaff(app, 'benchadmin');
}

/** A staff member added by `admin` (`POST /api/staff/team`); returns their id. */
export async function addStaffMember(admin, { username, firstName, lastName, role }) {
  const member = await admin.request('/api/staff/team', {
    method: 'POST',
    json: { username, email: `${username}@bench.example`, password: STAFF_PASSWORD, firstName, lastName, role },
  });
  return member.id;
}

/** Signs a staff member in and sets up their authenticator, as they must before any staff route. */
export async function signInStaff(app, username) {
  const staff = new Client(app.base);
  await staff.request('/api/login', { method: 'POST', json: { username, password: STAFF_PASSWORD } });
  const { generate } = require('otplib');
  const { secret } = await staff.request('/api/account/2fa/totp/setup', { method: 'POST' });
  await staff.request('/api/account/2fa/totp/enable', { method: 'POST', json: { code: await generate({ secret }) } });
  return staff;
}
