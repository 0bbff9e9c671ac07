import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PasswordService } from '../users/password.service';
import { loadConfig } from '../config/app-config';
import { exitWithError } from './cli-error';
import { ENTITIES } from '../app/entities';
import { buildDataSourceOptions, createDataSource } from '../database/data-source-options';
import { flattenValidationErrors } from '../common/validation/validation-options';
import { CreateStaffMemberDto } from '../staff/team/dto/staff-member.dto';
import { StaffAccountsService } from '../users/staff-accounts.service';
import { User } from '../users/user.entity';

const USAGE = `Creates the first admin, or promotes an existing account to admin.

  npm run create-admin                      asks for username, full name, email and password (password hidden)
  ADMIN_USERNAME=nomsa ADMIN_NAME="Nomsa Dlamini" ADMIN_EMAIL=nomsa@firm.co.za ADMIN_PASSWORD=... npm run create-admin
  node backend/dist/cli/create-admin.js --username nomsa --name "Nomsa Dlamini" --email nomsa@firm.co.za
  (or --first-name Nomsa --last-name Dlamini)

A new admin needs a full name: mails to clients name the person who acts ("Nomsa Dlamini at …").

The password is never a command-line flag (it would show in the process list and shell history):
it comes from ADMIN_PASSWORD or a hidden prompt. For an existing username the account becomes an
active admin; its password changes only when a new one is given.`;

/** Flags win over environment variables; npm keeps `--flags` after `npm run` for itself, hence both. */
function readInput(): { username?: string; email?: string; firstName?: string; lastName?: string; help: boolean } {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const full = splitFullName(values.name ?? process.env.ADMIN_NAME);
  return {
    username: values.username ?? process.env.ADMIN_USERNAME,
    email: values.email ?? process.env.ADMIN_EMAIL,
    firstName: values['first-name'] ?? process.env.ADMIN_FIRST_NAME ?? full.firstName,
    lastName: values['last-name'] ?? process.env.ADMIN_LAST_NAME ?? full.lastName,
    help: values.help ?? false,
  };
}

/** "Nomsa Dlamini" → first name Nomsa, last name Dlamini; "Anna van der Merwe" keeps "van der Merwe". */
function splitFullName(name: string | undefined): { firstName?: string; lastName?: string } {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : undefined };
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done();
        if (ch === '\u0003') return done(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(required: boolean): Promise<string | undefined> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    if (required) throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD.');
    return undefined;
  }
  const first = await askHidden(required ? 'Password (at least 8 characters): ' : 'New password (Enter keeps the current one): ');
  if (!first && !required) return undefined;
  const again = await askHidden('Repeat the password: ');
  if (first !== again) throw new Error("Passwords don't match");
  return first;
}

async function main(): Promise<void> {
  const input = readInput();
  if (input.help) {
    console.log(USAGE);
    return;
  }
  const interactive = Boolean(process.stdin.isTTY);
  const username = input.username?.trim() || (interactive ? await ask('Username: ') : '');
  if (!username) throw new Error(`A username is needed.\n\n${USAGE}`);

  const config = loadConfig();
  const dataSource = createDataSource(buildDataSourceOptions(config, ENTITIES));
  await dataSource.initialize();
  try {
    // The command may run before the server ever has, on an empty database.
    await dataSource.runMigrations({ transaction: 'each' });
    const users = dataSource.getRepository(User);
    const existing = await users.createQueryBuilder('u').where('LOWER(u.username) = :u', { u: username.toLowerCase() }).getOne();

    let { firstName, lastName } = input;
    if (!firstName?.trim() && !existing?.firstName?.trim() && interactive)
      ({ firstName, lastName } = splitFullName(await ask('Full name: ')));
    const email = input.email?.trim() || (!existing && interactive ? await ask('Email: ') : undefined);
    const password = await readPassword(!existing);

    // The same rules as the admin screen's "new staff member" form.
    const dto = plainToInstance(CreateStaffMemberDto, {
      username,
      email: email ?? existing?.email,
      password: password ?? 'unchanged-password',
      role: 'admin',
      firstName,
      lastName,
    });
    const problems = flattenValidationErrors(await validate(dto));
    if (Object.keys(problems).length > 0) throw new Error(Object.values(problems).join('\n'));

    const passwords = new PasswordService(config);
    const result = await new StaffAccountsService(users).createOrPromoteAdmin((p) => passwords.hash(p), {
      username: dto.username,
      email: email ? dto.email : undefined,
      password,
      firstName: dto.firstName,
      lastName: dto.lastName,
    });
    console.log(
      result.created
        ? `Admin "${result.user.username}" created. Sign in at ${config.publicUrl}/auth, then open ${config.publicUrl}/staff.`
        : `"${result.user.username}" is now an active admin${password ? ' with the new password' : ''}.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

// Its own input checks throw plain Errors whose message is the whole story; a service's refusal prints `code: message`.
main().catch((err: unknown) => exitWithError(err, { plainErrors: true }));
