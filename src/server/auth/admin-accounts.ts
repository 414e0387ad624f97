import { z } from 'zod';
import type { Database } from '../db/database';
import { hashPassword } from './passwords';

export const ADMIN_PASSWORD_MIN = 12;

export const AdminAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('a valid email address is required')),
  password: z.string().min(ADMIN_PASSWORD_MIN, `the password must be at least ${ADMIN_PASSWORD_MIN} characters`).max(1024),
});

/** Creates an owner, or sets a new password (keeping the role) when the email already has an account. */
export async function createOrResetAdmin(db: Database, input: z.input<typeof AdminAccountSchema>): Promise<'created' | 'reset'> {
  const { email, password } = AdminAccountSchema.parse(input);
  const passwordHash = await hashPassword(password);
  const existing = await db.models.AdminUser.findOneAndUpdate({ email }, { $set: { passwordHash, passwordChangedAt: new Date() } }).lean();
  if (existing) return 'reset';
  await db.models.AdminUser.create({ email, passwordHash, role: 'owner' });
  return 'created';
}
