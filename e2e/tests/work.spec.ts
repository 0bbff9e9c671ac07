import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, expectToast, staffAdminRequest } from './dashboard-fixtures';
import { assignClient, closeActors, newClient, newStaff, saDate, type Actor } from './staff-fixtures';
import { buyViaApi } from './engagement-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });

interface Job {
  id: number;
  title: string;
  stage: string;
  obligationId: number | null;
}

/** The client's jobs as the accountant's API lists them. */
async function jobsOf(staff: Actor, client: Actor): Promise<Job[]> {
  const res = await staff.page.request.get(`/api/staff/jobs?assigneeId=me&clientId=${client.user.businessId}&stage=open&pageSize=100`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Job[] }).items;
}

/** A card of the board, inside the column of `stage`. */
function cardIn(page: Page, stage: string, title: string) {
  return page.getByTestId(`board-${stage}`).getByRole('article', { name: title });
}

/** A one-off job with a document request the client must answer and an internal step they never see. */
async function statementsJob(staff: Actor, client: Actor, title: string): Promise<number> {
  const res = await staff.page.request.post('/api/staff/jobs', {
    data: {
      clientId: client.user.businessId,
      title,
      dueDate: saDate(14),
      checklist: [
        {
          title: 'Bank statements for the year',
          kind: 'document_request',
          documentCategory: 'bank_statement',
          description: 'Every business account, March to February',
        },
        { title: 'Draft the statements from the ledger', kind: 'internal' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/**
 * The firm's work in the staff console and on the client's overview (docs/staff-console.md, "Work"):
 * the board moved with buttons and the keyboard, a client answering a task and seeing the job move
 * on, and the team's workload. Each test's accountant sees only their own client, so the counts
 * are its own in the shared database.
 */
test.describe('the work screens', () => {
  // One after another, the VAT201 journey last and on the desktop only: its profile change sets the
  // planner off in the server, and a staff fixture writing to the SQLite file from outside at that
  // moment leaves the server's connection locked (see the journey).
  test.describe.configure({ mode: 'serial' });
  test.afterEach(() => closeActors());

  test('a client uploads the requested statements from the overview and sees the job move on', { tag: '@phone' }, async ({ browser }) => {
    test.setTimeout(scaled(90_000));
    const client = await newClient(browser, { firstName: 'Pieter', lastName: 'Botha' });
    const accountant = await newStaff(browser, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assignClient(accountant, client);
    const jobId = await statementsJob(accountant, client, 'Annual financial statements 2026');

    const page = client.page;
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'What we’re working on' });
    await expect(card).toContainText('We need a few things from you for Annual financial statements 2026');
    // The firm's own steps are never shown to the client.
    await expect(card).not.toContainText('Draft the statements');
    await expect(card.getByRole('list', { name: 'Waiting on you' })).toContainText('Every business account, March to February');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'work-client-overview');

    await card.getByRole('link', { name: 'Upload: Bank statements for the year' }).click();
    await expect(page).toHaveURL(/\/dashboard\/uploads\?requestId=\d+$/);
    await page.locator('input[type="file"]:not([capture])').setInputFiles([pdf('statements-2026.pdf')]);
    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    await expectToast(page, 'Documents uploaded successfully');

    // Every client task is in: the job moves on by itself, and the overview says so.
    await expect
      .poll(async () => {
        await page.goto('/dashboard');
        return page.getByRole('region', { name: 'What we’re working on' }).textContent();
      })
      .toContain('We’re preparing Annual financial statements 2026');
    await expect(page.getByRole('region', { name: 'What we’re working on' })).toContainText('Nothing is waiting on you.');

    // Staff see the task ticked and the job in progress.
    await accountant.page.goto(`/staff/work/jobs/${jobId}`);
    await expect(accountant.page.getByRole('heading', { level: 1, name: 'Annual financial statements 2026' })).toBeVisible();
    await expect(accountant.page.getByText('In progress').first()).toBeVisible();
    await expect(accountant.page.getByRole('button', { name: 'Mark "Bank statements for the year" done' })).toHaveCount(0);
    await expect(accountant.page.getByRole('button', { name: 'Mark "Draft the statements from the ledger" done' })).toBeVisible();
  });

  test(
    'the workload shows open and overdue jobs per person, and My work lists the overdue one first',
    { tag: '@phone' },
    async ({ browser }) => {
      test.setTimeout(scaled(90_000));
      const client = await newClient(browser, { firstName: 'Naledi', lastName: 'Mahlangu' });
      const accountant = await newStaff(browser, 'accountant', { firstName: 'Thabo', lastName: 'Nel' });
      await assignClient(accountant, client);
      await statementsJob(accountant, client, 'Tax clearance certificate');
      const late = await statementsJob(accountant, client, 'Provisional tax estimate');
      // It fell behind: its due date is moved to three days ago.
      const moved = await accountant.page.request.patch(`/api/staff/jobs/${late}`, { data: { dueDate: saDate(-3) } });
      expect(moved.status(), await moved.text()).toBe(200);

      const page = accountant.page;
      await page.goto('/staff/work/workload');
      await expect(page.getByRole('heading', { level: 1, name: 'Team workload' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Workload per person' });
      const row = table.getByRole('row', { name: /Thabo Nel/ });
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText('Thabo Nel');
      // Open, then overdue (the two weeks' columns depend on the weekday the test runs).
      await expect(cells.nth(1)).toHaveText(/2$/);
      await expect(cells.nth(2)).toHaveText(/1$/);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, 'work-workload');

      await row.getByRole('link', { name: 'Open jobs of Thabo Nel' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
      const jobs = page.getByRole('table', { name: 'Jobs' });
      await expect(jobs.getByRole('row')).toHaveCount(3);
      await expect(jobs.getByRole('row').nth(1)).toContainText('Provisional tax estimate');
      await expect(jobs.getByRole('row').nth(1)).toContainText('Overdue');
      // The due window is a filter in the URL.
      await page.getByLabel('Due').selectOption('overdue');
      await expect(page).toHaveURL(/due=overdue/);
      await expect(jobs.getByRole('row')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, 'work-my-work');

      // The board (a list grouped by stage on a phone): the keyboard moves a card on.
      await page.goto('/staff/work/board');
      const card = cardIn(page, 'waiting_for_client', 'Tax clearance certificate');
      await card.focus();
      await page.keyboard.press('ArrowRight');
      await expect(cardIn(page, 'in_progress', 'Tax clearance certificate')).toBeFocused();
      await expect(page.getByTestId('board-announcement')).toHaveText('Tax clearance certificate moved to In progress');
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, 'work-board-after-move');
    },
  );

  test('an admin makes a job template with a client task and renames it', async ({ browser }) => {
    test.setTimeout(scaled(90_000));
    const admin = await newStaff(browser, 'admin');
    const page = admin.page;
    const name = `Payroll reconciliation ${Date.now()}`;
    await page.goto('/staff/work/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Job templates' })).toBeVisible();
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job template' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('What the client reads').fill('your payroll reconciliation');
    await dialog.getByLabel('Recurrence').selectOption('monthly');
    await dialog.getByLabel('Due rule').selectOption('day_of_following_month');
    await dialog.getByLabel('Days').fill('10');
    await dialog.getByLabel('Standard').check();
    await dialog.getByLabel('Item 1: Step').fill('Payslips for the month');
    await dialog.getByLabel('Kind').selectOption('document_request');
    await dialog.getByLabel('What the client sends').fill('Every payslip and the EMP201 worksheet');
    await dialog.getByRole('button', { name: 'Add a step' }).click();
    await dialog.getByLabel('Item 2: Step').fill('Reconcile the payroll to the ledger');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expectToast(page, 'Template created', name);
    const table = page.getByRole('table', { name: 'Job templates' });
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Standard');

    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Item 1: Step')).toHaveValue('Payslips for the month');
    await edit.getByLabel('Name', { exact: true }).fill(`${name} monthly`);
    await edit.getByRole('button', { name: 'Save template' }).click();
    await expectToast(page, 'Template saved', `${name} monthly`);
    await expect(table.getByRole('row', { name: new RegExp(`${name} monthly`) })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('staff move a VAT201 job through the board with buttons and the keyboard, and record the PRN when done', async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    // Staff first: making a staff member writes to the database behind the server's back, which
    // must not meet the planning the client's profile change sets off.
    const accountant = await newStaff(browser, 'accountant', { firstName: 'Lindiwe', lastName: 'Dube' });
    const client = await newClient(browser, { firstName: 'Ayesha', lastName: 'Khan' });
    await assignClient(accountant, client);
    // A VAT vendor (category A, two-monthly periods) on the Standard package: the work module plans its VAT201 jobs.
    const profile = await client.page.request.patch('/api/user', { data: { vatCategory: 'A' } });
    expect(profile.status(), await profile.text()).toBe(200);
    // Bought as a client does (its engagement letter signed), the first invoice marked paid by staff.
    const invoice = await buyViaApi(client.page, client.user.email, 'standard');
    const admin = await staffAdminRequest();
    const paid = await admin.post(`/api/staff/invoices/${invoice.id}/mark-paid`, { data: { reference: 'FNB 2611', paidOn: saDate(0) } });
    expect(paid.status(), await paid.text()).toBe(200);
    // The paid invoice starts the package, which plans the business's jobs.
    await expect
      .poll(async () => (await jobsOf(accountant, client)).some((j) => j.title.startsWith('VAT201')), { timeout: scaled(20_000) })
      .toBe(true);
    const vat = (await jobsOf(accountant, client)).find((j) => j.title.startsWith('VAT201') && j.stage === 'planned');
    expect(vat, 'a planned VAT201 job').toBeDefined();
    const title = vat?.title ?? '';
    expect(vat?.obligationId).not.toBeNull();

    const page = accountant.page;
    await page.goto(`/staff/work/board?client=${client.user.businessId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
    await expect(cardIn(page, 'planned', title)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'work-board');

    // Buttons: on to "Waiting for client".
    await page.getByRole('button', { name: `On to Waiting for client: ${title}` }).click();
    await expect(cardIn(page, 'waiting_for_client', title)).toBeVisible();
    await expect(page.getByTestId('board-announcement')).toHaveText(`${title} moved to Waiting for client`);

    // Keyboard: the moved card keeps the focus; the arrow keys move it on and back.
    await expect(cardIn(page, 'waiting_for_client', title)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cardIn(page, 'in_progress', title)).toBeFocused();
    await expect(page.getByTestId('board-announcement')).toHaveText(`${title} moved to In progress`);
    await page.keyboard.press('ArrowRight');
    await expect(cardIn(page, 'review', title)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(cardIn(page, 'in_progress', title)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cardIn(page, 'review', title)).toBeFocused();

    // Done files the return: the PRN is asked for and stored on the obligation.
    await cardIn(page, 'review', title).getByLabel(`Move ${title} to`).selectOption('done');
    const dialog = page.getByRole('dialog', { name: 'Mark the job done' });
    await expect(dialog).toContainText(`${title} is filed with SARS`);
    await dialog.getByLabel(/^PRN/).fill('vat 1');
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await expect(dialog.getByText('A PRN is capital letters and digits only')).toBeVisible();
    await dialog.getByLabel(/^PRN/).fill('4123456789vat0000001');
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await expect(dialog).toBeHidden();
    await expect(cardIn(page, 'done', title)).toBeVisible();
    const detail = await page.request.get(`/api/staff/jobs/${vat?.id}`);
    expect(await detail.json()).toMatchObject({ stage: 'done', obligation: { status: 'submitted', prn: '4123456789VAT0000001' } });

    // The job's page says so too.
    await cardIn(page, 'done', title).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('4123456789VAT0000001');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'work-job');
  });
});
