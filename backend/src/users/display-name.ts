import { User } from './user.entity';

/**
 * How the product names a person everywhere (staff screens, notifications, the reviewer on a
 * client's document, audit details): "First Last" from the parts given, else the username.
 */
export function displayName(u: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const full = [u.firstName, u.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return full || u.username;
}

/** The name a mail greets a user by: the first name, else the username. */
export function greetingName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
