import { CLIENT_CAPABILITIES, CLIENT_ROLE_CAPABILITIES, CLIENT_ROLES, roleGrants } from './client-capabilities';

describe('client capability table', () => {
  it('has a row for every client role and no row for anything else', () => {
    expect(Object.keys(CLIENT_ROLE_CAPABILITIES).sort()).toEqual([...CLIENT_ROLES].sort());
  });

  it('grants only known capabilities, each once', () => {
    for (const role of CLIENT_ROLES) {
      const granted = CLIENT_ROLE_CAPABILITIES[role];
      expect(granted.every((c) => (CLIENT_CAPABILITIES as readonly string[]).includes(c))).toBe(true);
      expect(new Set(granted).size).toBe(granted.length);
    }
  });

  it('gives the owner every capability: a client is the owner of their own data', () => {
    for (const capability of CLIENT_CAPABILITIES) expect(roleGrants('owner', capability)).toBe(true);
  });

  it('lists each capability once', () => {
    expect(new Set(CLIENT_CAPABILITIES).size).toBe(CLIENT_CAPABILITIES.length);
  });
});
