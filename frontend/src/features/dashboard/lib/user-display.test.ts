import { describe, expect, it } from 'vitest';
import { userDisplayName, userGreetingName, userInitials } from './user-display';

describe('userInitials', () => {
  it('uses the first letters of first and last name, uppercased', () => {
    expect(userInitials({ username: 'thandi', firstName: 'thandi', lastName: 'nkosi' })).toBe('TN');
  });
  it('falls back to the first two letters of the username when a name is missing', () => {
    expect(userInitials({ username: 'sipho99', firstName: 'Sipho', lastName: null })).toBe('SI');
    expect(userInitials({ username: 'ab', firstName: null, lastName: 'Botha' })).toBe('AB');
    expect(userInitials({ username: 'zanele', firstName: '  ', lastName: '  ' })).toBe('ZA');
  });
  it('handles a one-letter username', () => {
    expect(userInitials({ username: 'q', firstName: null, lastName: null })).toBe('Q');
  });
  it('is U with no user or an empty username', () => {
    expect(userInitials(null)).toBe('U');
    expect(userInitials({ username: '', firstName: null, lastName: null })).toBe('U');
  });
});

describe('userDisplayName and userGreetingName', () => {
  it('shows the full name, else the username', () => {
    expect(userDisplayName({ username: 'thandi', firstName: 'Thandi', lastName: 'Nkosi' })).toBe('Thandi Nkosi');
    expect(userDisplayName({ username: 'thandi', firstName: 'Thandi', lastName: null })).toBe('Thandi');
    expect(userDisplayName({ username: 'thandi', firstName: null, lastName: null })).toBe('thandi');
  });
  it('greets by first name, else username', () => {
    expect(userGreetingName({ username: 'thandi', firstName: 'Thandi', lastName: 'Nkosi' })).toBe('Thandi');
    expect(userGreetingName({ username: 'thandi', firstName: '', lastName: 'Nkosi' })).toBe('thandi');
  });
});
