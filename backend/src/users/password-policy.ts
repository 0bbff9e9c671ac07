import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { dictionary } from '@zxcvbn-ts/language-common';
import { IsString, registerDecorator, ValidationArguments } from 'class-validator';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordContainsPersonalPart,
  type PasswordOwner,
} from '@table-bay/shared';
import { InvalidInputError } from '../common/errors/domain-error';

/**
 * The one password rule, for every form that sets a password (registration, change password,
 * password reset, staff members): 8 to 128 characters, not one of the ~49,000 most common and
 * breached passwords (the list zxcvbn-ts ships in @zxcvbn-ts/language-common), and not containing
 * the username or the email address's local part. The lengths, the sentences and the personal part
 * are shared with the portal's forms (@table-bay/shared); the common-password list stays here.
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, type PasswordOwner } from '@table-bay/shared';

/** Lower-cased, so "Password1" is refused like "password1". */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** The sentence saying why this password may not be used, or null when it may. */
export function passwordProblem(password: unknown, owner: PasswordOwner = {}): string | null {
  if (typeof password !== 'string' || password.length === 0) return PASSWORD_MESSAGES.required;
  // Counted in code points, as a person counts characters ("é" is one, an emoji is one).
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_MESSAGES.common;
  if (passwordContainsPersonalPart(password, owner)) return PASSWORD_MESSAGES.personal;
  return null;
}

/** For services: throws an invalid-input error (400), naming the field, when the password breaks the rule. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordProblem(password, owner);
  if (!problem) return;
  throw new InvalidInputError('password.not_allowed', problem, { [field]: problem });
}

/**
 * For DTOs: a new password under the rule. The owner's username and email are taken from the same
 * body when it has them (registration, a new staff member); routes where they live on the signed-in
 * account call assertPasswordAllowed as well.
 */
export function NewPassword(options: { usernameField?: string; emailField?: string } = {}) {
  const usernameField = options.usernameField ?? 'username';
  const emailField = options.emailField ?? 'email';
  return applyDecorators(
    ApiProperty({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'Not a common password, and not containing the username or the email name',
    }),
    IsString({ message: PASSWORD_MESSAGES.required }),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'newPassword',
        target: target.constructor,
        propertyName: String(propertyName),
        validator: {
          validate: (value: unknown, args: ValidationArguments) =>
            passwordProblem(value, ownerOf(args, usernameField, emailField)) === null,
          defaultMessage: (args: ValidationArguments) =>
            passwordProblem(args.value, ownerOf(args, usernameField, emailField)) ?? PASSWORD_MESSAGES.required,
        },
      }),
  );
}

function ownerOf(args: ValidationArguments, usernameField: string, emailField: string): PasswordOwner {
  const o = args.object as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return { username: str(o[usernameField]), email: str(o[emailField]) };
}
