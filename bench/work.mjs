// The firm's recurring work at a firm's scale (docs/work.md): 500 client businesses on the Standard
// package, each a VAT vendor and an employer, so three templates apply to each (monthly
// bookkeeping, VAT201, EMP201 and payroll), planned twelve months ahead; ten accountants with fifty
// clients each; and, by default, a year of finished jobs behind them, as a firm in its second year
// has. Reports, beside the minimal Nest route measured in the same run:
//   - the planner's pass over every business, cold (every job made, this month's client tasks sent)
//     and again (nothing to do: the pass is idempotent), with where the time went;
//   - "My work" as an accountant, the board's two lists as a manager, and the team workload, each
//     at 10 connections, asked exactly as the staff screens ask.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { load } from './lib/load.mjs';
import { NODE_ARGS, ROOT, startApp, startBaseline } from './lib/processes.mjs';
import { openDatabase } from './lib/seed.mjs';
import { addStaffMember, signInAdmin, signInStaff } from './lib/staff.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 500);
const ACCOUNTANTS = Number(process.env.BENCH_ACCOUNTANTS ?? 10);
const MONTHS_AHEAD = 12;
/** A year of done jobs behind the plan; 0 measures a firm in its first month. */
const HISTORY = process.env.BENCH_WORK_HISTORY !== '0';
const require = createRequire(join(ROOT, 'backend/package.json'));
const { addDays, firmToday } = require('@table-bay/shared');

export async function workBench() {
  const load1 = () =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
  const rows = [];
  const baseline = await startBaseline('minimal-nest', { LAYERS: 'helmet,compression,logger' });
  rows.push({
    route: 'minimal-nest + helmet + compression + logger',
    ...(await load({ url: baseline.url, connections: 10, duration: DURATION })),
    loadAverage: load1(),
  });
  await baseline.stop();

  // The timer stays off: the passes measured below are the only ones. Mail waits in the outbox.
  const app = await startApp({ WORK_PLAN_MONTHS_AHEAD: String(MONTHS_AHEAD), WORK_PLAN_INTERVAL_SECONDS: '0', MAIL_WORKER: 'false' });
  try {
    const admin = await signInAdmin(app);
    await addStaffMember(admin, { username: 'benchmanager', firstName: 'Naledi', lastName: 'Manager', role: 'manager' });
    const accountantIds = [];
    for (let i = 0; i < ACCOUNTANTS; i++) {
      accountantIds.push(
        await addStaffMember(admin, {
          username: `benchaccountant${i + 1}`,
          firstName: 'Accountant',
          lastName: `No. ${i + 1}`,
          role: 'accountant',
        }),
      );
    }
    seedClients(app.dataDir, BUSINESSES, accountantIds);

    const loadBefore = load1();
    const passes = await planPasses(app);
    const db = openDatabase(app.dataDir);
    const planned = db.prepare('SELECT COUNT(*) AS n FROM jobs').get().n;
    const history = HISTORY ? addHistory(db) : 0;
    const spread = spreadStages(db);
    const jobs = db.prepare('SELECT COUNT(*) AS n FROM jobs').get().n;
    const items = db.prepare('SELECT COUNT(*) AS n FROM job_checklist_items').get().n;
    db.close();
    const summary = {
      businesses: BUSINESSES,
      accountants: ACCOUNTANTS,
      monthsAhead: MONTHS_AHEAD,
      planned,
      history,
      spread,
      jobs,
      checklistItems: items,
      cold: passes.cold,
      again: passes.again,
      loadAverageAtPasses: loadBefore,
    };

    const manager = await signInStaff(app, 'benchmanager');
    const accountant = await signInStaff(app, 'benchaccountant1');
    const today = firmToday();
    // The screens' own queries (frontend/src/features/work): "My work" opens on the caller's open
    // jobs, 25 a page; the board on everyone's open jobs and the done ones of the last 31 days, 100 each.
    for (const r of [
      {
        route: 'GET /api/staff/jobs "My work" (accountant, open, 25 a page)',
        who: accountant,
        path: '/api/staff/jobs?page=1&pageSize=25&assigneeId=me&stage=open',
      },
      {
        route: 'GET /api/staff/jobs board, open columns (manager, 100)',
        who: manager,
        path: '/api/staff/jobs?page=1&pageSize=100&stage=open',
      },
      {
        route: 'GET /api/staff/jobs board, done column (manager, last 31 days, 100)',
        who: manager,
        path: `/api/staff/jobs?page=1&pageSize=100&stage=done&dueAfter=${addDays(today, -31)}`,
      },
      { route: 'GET /api/staff/workload (manager, whole team)', who: manager, path: '/api/staff/workload' },
      { route: 'GET /api/staff/workload (accountant)', who: accountant, path: '/api/staff/workload' },
    ]) {
      const loadAverage = load1();
      rows.push({
        route: r.route,
        ...(await load({ url: `${app.base}${r.path}`, headers: { cookie: r.who.cookie }, connections: 10, duration: DURATION })),
        loadAverage,
      });
    }
    return { summary, rows };
  } finally {
    await app.stop();
  }
}

/** Two planning passes in a process of their own on the app's data (bench/lib/plan-pass.mjs). */
async function planPasses(app) {
  const { stdout } = await promisify(execFile)(process.execPath, [...NODE_ARGS, join(ROOT, 'bench/lib/plan-pass.mjs')], {
    env: { ...process.env, ...app.env },
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').pop());
}

/**
 * Client businesses as a registration makes them (an owner and the membership), each a VAT vendor
 * (categories A, B and C: two-monthly and monthly periods) with a PAYE reference, holding an active
 * Standard subscription, and assigned round robin to the accountants.
 */
function seedClients(dataDir, count, accountantIds) {
  const db = openDatabase(dataDir);
  const standard = db.prepare("SELECT id FROM services WHERE packageType = 'standard'").get();
  if (!standard) throw new Error('The catalogue has no Standard package');
  const user = db.prepare(
    `INSERT INTO users (username, email, password, firstName, lastName, role, isStaff, company, country, isProfileComplete)
     VALUES (?, ?, '!', 'Owner', ?, 'client', 0, ?, 'South Africa', 1)`,
  );
  const business = db.prepare(
    `INSERT INTO client_businesses (name, nameFromOwner, vatCategory, vatFilingChannel, financialYearEndMonth, payeReference)
     VALUES (?, 0, ?, 'efiling', 2, ?)`,
  );
  const member = db.prepare("INSERT INTO business_members (businessId, userId, role) VALUES (?, ?, 'owner')");
  const subscription = db.prepare(
    `INSERT INTO subscriptions (businessId, userId, serviceId, status, startDate, autoRenew, openKey)
     VALUES (?, ?, ?, 'active', ?, 1, ?)`,
  );
  const assignment = db.prepare('INSERT INTO client_assignments (clientId, accountantId, isActive) VALUES (?, ?, 1)');
  const categories = ['A', 'B', 'C', 'A', 'B'];
  const started = new Date(Date.now() - 365 * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const n = String(i + 1).padStart(3, '0');
      const name = `Bench Business ${n} (Pty) Ltd`;
      const userId = user.run(`benchowner${n}`, `owner${n}@bench.example`, `No. ${n}`, name).lastInsertRowid;
      const businessId = business.run(name, categories[i % categories.length], `7${String(100000000 + i).slice(-9)}`).lastInsertRowid;
      member.run(businessId, userId);
      subscription.run(businessId, userId, standard.id, started, `${businessId}:${standard.id}`);
      assignment.run(businessId, accountantIds[i % accountantIds.length]);
    }
  })();
  db.close();
}

/** "2026-11" or a title's "Nov 2026" a year earlier: every year in the text one less. */
const yearBefore = (text) => (text === null ? null : text.replace(/\b(20\d\d)\b/g, (y) => String(Number(y) - 1)));

/**
 * The year before the plan, done: a copy of every planned job a year earlier, with its checklist
 * all ticked. Written straight into the tables (the planner never makes past work).
 */
function addHistory(db) {
  const planned = db.prepare('SELECT * FROM jobs WHERE templateId IS NOT NULL').all();
  const itemsOf = db.prepare('SELECT * FROM job_checklist_items WHERE jobId = ? ORDER BY position');
  const job = db.prepare(
    `INSERT OR IGNORE INTO jobs (businessId, templateId, title, periodKey, periodStart, periodEnd, dueDate, startsOn, assigneeId, assigneeRule,
       stage, obligationId, clientTasksSentAt, completedAt, createdById)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'done', NULL, ?, ?, NULL)`,
  );
  const item = db.prepare(
    `INSERT INTO job_checklist_items (jobId, position, title, kind, documentCategory, description, dueInBusinessDays, completedAt, completedById)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let added = 0;
  db.transaction(() => {
    for (const j of planned) {
      const dueDate = yearBefore(j.dueDate);
      const done = `${dueDate} 10:00:00`;
      // The plan's last weeks, a year back, are the first weeks it planned: those stay as they are.
      const { changes, lastInsertRowid: id } = job.run(
        j.businessId,
        j.templateId,
        yearBefore(j.title),
        yearBefore(j.periodKey),
        yearBefore(j.periodStart),
        yearBefore(j.periodEnd),
        dueDate,
        yearBefore(j.startsOn),
        j.assigneeId,
        j.assigneeRule,
        done,
        done,
      );
      if (changes === 0) continue;
      added += 1;
      for (const i of itemsOf.all(j.id)) {
        item.run(
          id,
          i.position,
          i.title,
          i.kind,
          i.documentCategory,
          i.description,
          i.dueInBusinessDays,
          done,
          i.kind === 'internal' ? j.assigneeId : null,
        );
      }
    }
  })();
  return added;
}

/**
 * A working month on the board: of the open jobs due in the next 30 days, one in three under way
 * and one in five in review, as staff would have moved them.
 */
function spreadStages(db) {
  const today = firmToday();
  const soon = db
    .prepare("SELECT id FROM jobs WHERE stage IN ('planned', 'waiting_for_client') AND dueDate >= ? AND dueDate <= ? ORDER BY id")
    .all(today, addDays(today, 30));
  const move = db.prepare('UPDATE jobs SET stage = ? WHERE id = ?');
  let inProgress = 0;
  let review = 0;
  db.transaction(() => {
    soon.forEach(({ id }, i) => {
      if (i % 5 === 0) {
        move.run('review', id);
        review += 1;
      } else if (i % 3 === 0) {
        move.run('in_progress', id);
        inProgress += 1;
      }
    });
  })();
  return { inProgress, review };
}
