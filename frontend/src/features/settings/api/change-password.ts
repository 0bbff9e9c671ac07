import { z } from '../../../lib/zod';
import { settingsContent } from '../../../content/dashboard';
import type { Schema } from '../../../lib/api/types';
import { api } from '../../../lib/api/client';

const v = settingsContent.validation;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, v.currentPassword),
    newPassword: z.string().min(8, v.newPassword).max(128, v.newPasswordMax),
    confirmPassword: z.string().min(1, v.confirmPassword),
  })
  .refine((d) => d.newPassword === d.confirmPassword, { message: v.mismatch, path: ['confirmPassword'] });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/user/change-password; confirmPassword stays in the browser. */
export function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<Schema<'AccountMessageDto'>> {
  return api.post('/user/change-password', { body: { currentPassword, newPassword } });
}
