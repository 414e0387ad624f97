import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting the server reads, parsed once at start so a bad value fails fast with its name. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    // Not z.url(): a replica set's connection string lists several hosts, which WHATWG URLs refuse.
    MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\/[^/?#]+/, 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string').optional(),
    DATA_DIR: z.string().default('./data'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    /** A file holding the secret (docker compose's generated volume); SESSION_SECRET wins when both are set. */
    SESSION_SECRET_FILE: z.string().optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    SMTP_URL: z.string().optional(),
    NOTIFY_EMAIL: z.string().email().optional(),
    /** `on`: every new message gets a short acknowledgement e-mail promising a reply within 24 hours. */
    AUTO_REPLY: z.enum(['on', 'off']).default('off'),
    /** Where answers to the studio's replies go; unset: NOTIFY_EMAIL. */
    REPLY_TO: z.string().email().optional(),
    /** Each new message is POSTed here as signed JSON (Slack-compatible `text`). */
    WEBHOOK_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//i.test(url), 'WEBHOOK_URL must be an http:// or https:// URL')
      .optional(),
    /** The HMAC-SHA256 key for X-Stratum-Signature; required with WEBHOOK_URL. */
    WEBHOOK_SECRET: z.string().min(16, 'WEBHOOK_SECRET must be at least 16 characters').optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    CONTACT_RATE_PER_MINUTE: positiveInt(5),
    CONTACT_RATE_PER_DAY: positiveInt(30),
    /** Posts refused as invalid (400) get their own, higher cap, so typos never use up the real limit. */
    CONTACT_INVALID_PER_HOUR: positiveInt(30),
    LOGIN_MAX_FAILURES: positiveInt(5),
    /** "Forgot password" requests per client address per hour (then 429). */
    PASSWORD_RESET_PER_HOUR: positiveInt(10),
    /** Reset e-mails per address per hour; further requests are answered as usual and send nothing. */
    PASSWORD_RESET_EMAILS_PER_HOUR: positiveInt(3),
    /** Invitation and reset link lookups and submissions per client address per hour (token guessing). */
    ACCOUNT_LINK_ATTEMPTS_PER_HOUR: positiveInt(60),
    /** First retry of a failed delivery after this long, doubling each time (docs/decisions/0002-outbox.md). */
    OUTBOX_RETRY_BASE_MS: positiveInt(60_000),
    OUTBOX_POLL_MS: positiveInt(5_000),
    /** Contact posts sent through a throwaway database before listening, so a new process starts warm (issue 23); 0: none. */
    WARM_UP_POSTS: z.coerce.number().int().min(0).max(10_000).default(1000),
    /** Bearer token for /metrics; unset: no /metrics route at all. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  })
  .refine((env) => !env.WEBHOOK_URL || env.WEBHOOK_SECRET, {
    message: 'WEBHOOK_SECRET is required with WEBHOOK_URL (the receiver checks each delivery against it)',
    path: ['WEBHOOK_SECRET'],
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.MONGODB_URI && !env.SESSION_SECRET && !env.SESSION_SECRET_FILE), {
    message: 'SESSION_SECRET (or SESSION_SECRET_FILE) is required when NODE_ENV=production with a real MongoDB',
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
