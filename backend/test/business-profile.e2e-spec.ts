import { CAPABILITY_NOT_ALLOWED, STAFF_ON_CLIENT_ROUTE } from '../src/access/access.guard';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { BusinessProfileService } from '../src/businesses/business-profile.service';
import type { ClientRole } from '../src/businesses/business-roles';
import { ClientBusiness } from '../src/businesses/client-business.entity';
import { CompanyEmployee } from '../src/employees/company-employee.entity';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { User } from '../src/users/user.entity';
import { Agent, clientAgent, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, DEFAULT_PASSWORD, TestApp } from './support/test-app';

const companyFields = {
  company: 'Nkosi Catering (Pty) Ltd',
  address: '3 Main Road, Rondebosch',
  city: 'Cape Town',
  postalCode: '7700',
  country: 'South Africa',
  vatNumber: '4123456789',
  registrationNumber: '2020/123456/07',
  businessType: 'private_company',
  annualRevenue: '1m_5m',
  numberOfEmployees: 6,
};
const personalFields = { firstName: 'Thandi', lastName: 'Nkosi', phone: '+27 82 555 0101' };

const employee = { firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 18500, startDate: '2021-02-01' };

/**
 * The company profile, the employees and the overview belong to the client business
 * (docs/client-businesses.md, "The company profile"): every member sees and changes them as far as
 * their role allows, whichever of them registered.
 */
describe('The business profile, employees and overview, per member and role', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    // An account that is no business's first, so account ids and business ids do not line up by chance.
    await t.dataSource.getRepository(User).insert({
      username: `nobody${Date.now()}`,
      email: `nobody${Date.now()}@example.co.za`,
      password: 'x',
      role: 'accountant',
      isStaff: true,
    });
  });

  /** A second person acting for `businessId` with `role`, switched to it. */
  async function member(businessId: number, role: ClientRole): Promise<{ agent: Agent; user: { id: number; businessId: number } }> {
    const person = await clientAgent(t, { phone: '+27 82 555 0199', company: `Own business of a ${role}` });
    await t.dataSource.getRepository(BusinessMember).insert({ businessId, userId: person.user.id, role });
    await person.agent.put('/api/session/business').send({ businessId }).expect(200);
    return person;
  }

  it('registration writes the company fields to the new business, not to the account', async () => {
    const { agent, user } = await clientAgent(t, { ...personalFields, ...companyFields });
    const business = await t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ id: user.businessId });
    const { company, ...columns } = companyFields;
    expect(business).toMatchObject({ ...columns, name: company });
    const account = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(account).toMatchObject({ isProfileComplete: true });
    // The account has no company columns at all (dropped by DropUsersCompanyColumns): one home, the business.
    const [row] = (await t.dataSource.query('SELECT * FROM users WHERE id = ?', [user.id])) as Array<Record<string, unknown>>;
    expect(Object.keys(row)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(company|address|vatNumber|numberOfEmployees)$/)]),
    );
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ ...personalFields, ...companyFields, isProfileComplete: true });
  });

  it('names a business registered without a company after its owner, yet leaves its company name empty until one is given', async () => {
    const { agent, user } = await clientAgent(t, { ...personalFields, company: undefined });
    const business = () => t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ id: user.businessId });
    expect(await business()).toMatchObject({ name: 'Thandi Nkosi', nameFromOwner: true });
    // The switcher and staff lists need a name; the company form and the overview's to-do do not get one.
    expect((await agent.get('/api/businesses/current').expect(200)).body).toMatchObject({ name: 'Thandi Nkosi' });
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ company: null, isProfileComplete: false });
    const { agent: manager } = await staffAgent(t, 'manager');
    const listed = (await manager.get('/api/staff/clients').expect(200)).body.items as Array<Record<string, unknown>>;
    expect(listed.find((c) => c.id === user.businessId)).toMatchObject({ businessName: 'Thandi Nkosi', company: null });

    // Giving a company name renames the business; a blank one is refused, as the form requires one.
    await agent.patch('/api/user').send({ company: 'Nkosi Catering' }).expect(200);
    expect(await business()).toMatchObject({ name: 'Nkosi Catering', nameFromOwner: false });
    expect((await agent.patch('/api/user').send({ company: ' ' }).expect(400)).body.errors).toEqual({
      company: 'Company name is required',
    });
    expect((await agent.get('/api/user').expect(200)).body.company).toBe('Nkosi Catering');
  });

  it("shows every member the business's company fields; owners and bookkeepers change them, the others get 403 and may still change their own", async () => {
    const owner = await clientAgent(t, { ...personalFields, ...companyFields });
    const businessId = owner.user.businessId;
    const finance = await member(businessId, 'finance');

    // The finance person sees the business they act for, not the one they registered.
    const seen = await finance.agent.get('/api/user').expect(200);
    expect(seen.body).toMatchObject({ ...companyFields, id: finance.user.id, firstName: 'Thandi' });
    // Their own fields are filled, and so is the business's form: complete.
    expect(seen.body.isProfileComplete).toBe(true);

    for (const role of ['finance', 'payroll', 'viewer'] as const) {
      const person = role === 'finance' ? finance : await member(businessId, role);
      const refused = await person.agent.patch('/api/user').send({ firstName: 'Lindiwe', city: 'Durban' }).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: CAPABILITY_NOT_ALLOWED });
      // Nothing of the refused request was written, not even the personal part.
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: person.user.id })).firstName).toBe('Thandi');
      const own = await person.agent.patch('/api/user').send({ firstName: 'Lindiwe' }).expect(200);
      expect(own.body).toMatchObject({ firstName: 'Lindiwe', city: 'Cape Town' });
    }
    expect(await t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ id: businessId })).toMatchObject({ city: 'Cape Town' });

    const bookkeeper = await member(businessId, 'bookkeeper');
    const changed = await bookkeeper.agent.patch('/api/user').send({ company: 'Nkosi Events', city: 'Stellenbosch' }).expect(200);
    expect(changed.body).toMatchObject({ company: 'Nkosi Events', city: 'Stellenbosch' });
    // The business's name is the company name: the owner's switcher shows the new one.
    expect((await owner.agent.get('/api/businesses/current').expect(200)).body.name).toBe('Nkosi Events');
    expect((await owner.agent.get('/api/user').expect(200)).body).toMatchObject({ company: 'Nkosi Events', city: 'Stellenbosch' });
    // The bookkeeper's own business is untouched.
    const own = await t.dataSource.getRepository(ClientBusiness).findOneByOrFail({ name: 'Own business of a bookkeeper' });
    expect(own.city).toBeNull();
  });

  it('gives staff no company fields, and refuses them company fields on PATCH while their own fields still change', async () => {
    const { agent } = await staffAgent(t, 'accountant');
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ company: null, address: null, vatNumber: null, numberOfEmployees: null, companyEmployees: [] });
    const refused = await agent.patch('/api/user').send({ company: 'Firm' }).expect(403);
    expect(refused.body.message).toBe(STAFF_ON_CLIENT_ROUTE);
    await agent.patch('/api/user').send({ firstName: 'Nomsa' }).expect(200);
  });

  it("lets payroll and bookkeepers manage the business's employees, records who added them, and keeps them when that person leaves", async () => {
    const owner = await clientAgent(t);
    const businessId = owner.user.businessId;
    const payroll = await member(businessId, 'payroll');
    const added = await payroll.agent.post('/api/employees').send(employee).expect(201);
    expect(added.body).toMatchObject({ businessId, userId: payroll.user.id, firstName: 'Sipho' });

    // The owner sees it at once (the cached list is the business's), in the list and in GET /api/user.
    expect((await owner.agent.get('/api/employees').expect(200)).body.map((e: { id: number }) => e.id)).toEqual([added.body.id]);
    expect((await owner.agent.get('/api/user').expect(200)).body.companyEmployees).toHaveLength(1);

    const bookkeeper = await member(businessId, 'bookkeeper');
    await bookkeeper.agent.patch(`/api/employees/${added.body.id}`).send({ position: 'Chef' }).expect(200);
    for (const role of ['finance', 'viewer'] as const) {
      const person = await member(businessId, role);
      expect((await person.agent.get('/api/employees').expect(403)).body.message).toBe(CAPABILITY_NOT_ALLOWED);
      await person.agent.delete(`/api/employees/${added.body.id}`).expect(403);
      // Nor through their account: a role that may not read employees gets none with the profile.
      expect((await person.agent.get('/api/user').expect(200)).body.companyEmployees).toEqual([]);
    }

    // Someone else's business: 404, as an employee that does not exist.
    const stranger = await clientAgent(t);
    await stranger.agent.patch(`/api/employees/${added.body.id}`).send({ position: 'Mallory' }).expect(404);
    await stranger.agent.delete(`/api/employees/${added.body.id}`).expect(404);

    // The payroll administrator closes their account: the employee stays the business's.
    await payroll.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    const row = await t.dataSource.getRepository(CompanyEmployee).findOneByOrFail({ id: added.body.id });
    expect(row).toMatchObject({ businessId, userId: null, position: 'Chef' });
    expect((await owner.agent.get('/api/employees').expect(200)).body).toMatchObject([{ id: added.body.id, userId: null }]);
  });

  it("shows the business's tax calendar to every role, and its unpaid invoices only to roles that read billing", async () => {
    const owner = await clientAgent(t, { ...companyFields });
    const businessId = owner.user.businessId;
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    const invoiceId = (await buyBySigning(t, owner.agent, service.id)).invoice.id;
    expect(await t.dataSource.getRepository(Invoice).countBy({ id: invoiceId })).toBe(1);

    await owner.agent.patch('/api/user').send({ vatCategory: 'C', payeReference: '7123456789' }).expect(200);
    const calendar = '/api/compliance/obligations?from=2027-01-01&to=2027-03-31';
    const expected = ((await owner.agent.get(calendar).expect(200)).body as Array<{ id: number }>).map((o) => o.id);
    expect(expected.length).toBeGreaterThan(0);
    const owners = await owner.agent.get('/api/overview').expect(200);
    expect(owners.body.unpaidInvoices.map((i: { id: number }) => i.id)).toEqual([invoiceId]);

    const finance = await member(businessId, 'finance');
    expect((await finance.agent.get('/api/overview').expect(200)).body.unpaidInvoices.map((i: { id: number }) => i.id)).toEqual([
      invoiceId,
    ]);
    for (const role of ['viewer', 'payroll', 'bookkeeper'] as const) {
      const person = await member(businessId, role);
      const seen = await person.agent.get('/api/overview').expect(200);
      expect(seen.body.unpaidInvoices).toEqual([]);
      // The tax calendar is the business's (its profile), not the person's own business's.
      expect(((await person.agent.get(calendar).expect(200)).body as Array<{ id: number }>).map((o) => o.id)).toEqual(expected);
    }
  });

  it('gives the staff client page the business profile by business id (BusinessProfileService.profileOf)', async () => {
    const { user } = await clientAgent(t, { ...companyFields });
    const profiles = t.app.get(BusinessProfileService);
    // Registration gives no tax profile: the defaults (docs/compliance.md, "Profile fields").
    const expected = {
      ...companyFields,
      vatCategory: null,
      vatFilingChannel: 'efiling',
      financialYearEndMonth: null,
      incomeTaxNumber: null,
      payeReference: null,
      uifReference: null,
      companyRegistrationNumber: null,
      incorporationDate: null,
      provisionalTaxpayer: false,
      coidaRegistered: false,
    };
    expect(await profiles.profileOf(user.businessId)).toEqual(expected);
    expect(await profiles.profileOf(987654)).toBeNull();
    expect((await profiles.profilesOf([user.businessId])).get(user.businessId)).toEqual(expected);
  });
});
