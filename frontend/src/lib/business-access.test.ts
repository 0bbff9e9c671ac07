import { describe, expect, it } from 'vitest';
import { can, canOpen, SCREEN_NEEDS, type Grants } from './business-access';

// The role table of docs/client-businesses.md, as GET /api/businesses/current lists the grants.
const OWNER: Grants = (['profile', 'documents', 'requests', 'billing', 'employees', 'messages', 'people'] as const).map((capability) => ({
  capability,
  grant: 'write',
}));
const BOOKKEEPER: Grants = [
  { capability: 'profile', grant: 'write' },
  { capability: 'documents', grant: 'write' },
  { capability: 'requests', grant: 'write' },
  { capability: 'employees', grant: 'write' },
  { capability: 'messages', grant: 'write' },
];
const VIEWER: Grants = [
  { capability: 'profile', grant: 'read' },
  { capability: 'documents', grant: 'read' },
  { capability: 'requests', grant: 'read' },
  { capability: 'messages', grant: 'read' },
];

describe('can(capability, grant)', () => {
  it('reads with a read or a write grant, and writes only with a write grant', () => {
    expect(can(VIEWER, 'documents', 'read')).toBe(true);
    expect(can(VIEWER, 'documents', 'write')).toBe(false);
    expect(can(BOOKKEEPER, 'documents', 'read')).toBe(true);
    expect(can(BOOKKEEPER, 'documents', 'write')).toBe(true);
  });

  it('refuses a capability the grants do not list, at either grant', () => {
    expect(can(BOOKKEEPER, 'billing', 'read')).toBe(false);
    expect(can(BOOKKEEPER, 'billing', 'write')).toBe(false);
    expect(can([], 'profile')).toBe(false);
  });

  it('reads by default', () => {
    expect(can(VIEWER, 'messages')).toBe(true);
    expect(can(VIEWER, 'people')).toBe(false);
  });
});

describe('which dashboard screens a role opens', () => {
  const open = (grants: Grants) =>
    [
      '/dashboard',
      '/dashboard/documents',
      '/dashboard/uploads',
      '/dashboard/company',
      '/dashboard/employees',
      '/dashboard/subscriptions',
      '/dashboard/payments',
      '/dashboard/people',
      '/dashboard/settings',
      '/dashboard/activity',
      '/dashboard/messages',
    ].filter((path) => canOpen(grants, path));

  it('an owner opens every screen', () => {
    expect(open(OWNER)).toHaveLength(11);
  });

  it('a bookkeeper has no billing and no people', () => {
    expect(open(BOOKKEEPER)).toEqual([
      '/dashboard',
      '/dashboard/documents',
      '/dashboard/uploads',
      '/dashboard/company',
      '/dashboard/employees',
      '/dashboard/settings',
      '/dashboard/activity',
      '/dashboard/messages',
    ]);
  });

  it('a viewer reads documents but cannot upload, and has no employees', () => {
    expect(open(VIEWER)).toEqual([
      '/dashboard',
      '/dashboard/documents',
      '/dashboard/company',
      '/dashboard/settings',
      '/dashboard/activity',
      '/dashboard/messages',
    ]);
  });

  it('the people screen needs people at write, and checkout needs billing at write', () => {
    expect(SCREEN_NEEDS['/dashboard/people']).toEqual({ capability: 'people', grant: 'write' });
    expect(canOpen([{ capability: 'billing', grant: 'read' }], '/checkout')).toBe(false);
    expect(canOpen([{ capability: 'billing', grant: 'write' }], '/checkout')).toBe(true);
  });
});
