import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting the server reads, parsed once at start so a bad value fails fast with its name. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    MONGODB_URI: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    SMTP_URL: z.string().optional(),
    NOTIFY_EMAIL: z.string().email().optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    CONTACT_RATE_PER_MINUTE: positiveInt(5),
    CONTACT_RATE_PER_DAY: positiveInt(30),
    LOGIN_MAX_FAILURES: positiveInt(5),
    LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.MONGODB_URI && !env.SESSION_SECRET), {
    message: 'SESSION_SECRET is required when NODE_ENV=production with a real MongoDB',
    path: ['SESSION_SECRET'],
  });

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (e.g. `ADMIN_EMAIL=` from docker compose defaults) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return parsed.data;
}
