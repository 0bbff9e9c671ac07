import { CLIENT_CAPABILITIES, CLIENT_ROLE_GRANTS, CLIENT_ROLES, grantNeededFor, roleGrants } from './client-capabilities';

describe('client role table', () => {
  it('has a row for every client role and no row for anything else', () => {
    expect(Object.keys(CLIENT_ROLE_GRANTS).sort()).toEqual([...CLIENT_ROLES].sort());
  });

  it('grants only known capabilities', () => {
    for (const role of CLIENT_ROLES) {
      for (const capability of Object.keys(CLIENT_ROLE_GRANTS[role])) expect(CLIENT_CAPABILITIES).toContain(capability);
    }
  });

  it('gives the owner everything, and only the owner the people of the business', () => {
    for (const capability of CLIENT_CAPABILITIES) expect(roleGrants('owner', capability)).toBe(true);
    for (const role of CLIENT_ROLES.filter((r) => r !== 'owner')) expect(roleGrants(role, 'people', 'read')).toBe(false);
  });

  it('keeps billing from the bookkeeper and payroll, and gives it to finance', () => {
    expect(roleGrants('finance', 'billing')).toBe(true);
    expect(roleGrants('bookkeeper', 'billing', 'read')).toBe(false);
    expect(roleGrants('payroll', 'billing', 'read')).toBe(false);
  });

  it('lets a viewer read documents, requests and messages but change nothing', () => {
    for (const capability of ['documents', 'requests', 'messages'] as const) {
      expect(roleGrants('viewer', capability, 'read')).toBe(true);
      expect(roleGrants('viewer', capability, 'write')).toBe(false);
    }
    expect(roleGrants('viewer', 'billing', 'read')).toBe(false);
    expect(roleGrants('viewer', 'employees', 'read')).toBe(false);
  });

  it('lets only an owner sign an engagement letter, and finance read them', () => {
    expect(CLIENT_ROLES.filter((role) => roleGrants(role, 'engagement', 'write'))).toEqual(['owner']);
    expect(CLIENT_ROLES.filter((role) => roleGrants(role, 'engagement', 'read'))).toEqual(['owner', 'finance']);
  });

  it('reads GET and HEAD as reading, every other method as writing', () => {
    expect(grantNeededFor('GET')).toBe('read');
    expect(grantNeededFor('HEAD')).toBe('read');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(grantNeededFor(method)).toBe('write');
  });

  it('lists each capability once', () => {
    expect(new Set(CLIENT_CAPABILITIES).size).toBe(CLIENT_CAPABILITIES.length);
  });
});
