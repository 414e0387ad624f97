import type { Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { OBJECT_ID_PATTERN } from '../../shared/admin-schema';
import type { Role } from '../../shared/accounts-schema';
import { roleOf } from '../accounts/roles';
import type { Database } from '../db/database';
import type { AdminUserFields } from '../models/admin-user';
import { verifyPassword } from './passwords';
import { prefetchedAccount } from './account-session-store';
import { sessionAccount } from './session-account';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** What Passport puts on req.user for a signed-in admin. */
    interface User {
      id: string;
      email: string;
      role: Role;
      /** Two-factor is on for this account. */
      twoFactor: boolean;
      /** The studio requires two-factor and this account has not set it up: only Settings is open. */
      twoFactorSetupNeeded?: boolean;
    }
  }
}

type Authenticator = InstanceType<typeof passport.Authenticator>;

export function toSessionUser(user: Pick<AdminUserFields, 'email' | 'role' | 'totpSecret'> & { _id: unknown }, studioRequiresTwoFactor = false): Express.User {
  const twoFactor = Boolean(user.totpSecret);
  return { id: String(user._id), email: user.email, role: roleOf(user), twoFactor, ...(studioRequiresTwoFactor && !twoFactor ? { twoFactorSetupNeeded: true } : {}) };
}

/**
 * Checks an admin's email and password. An unknown email runs the same argon2 verification (against
 * a throwaway hash) as a wrong password, so neither the answer nor its timing tells them apart.
 */
export async function authenticateAdmin(db: Database, email: string, password: string): Promise<Express.User | undefined> {
  const user = await db.models.AdminUser.findOne({ email }).lean();
  const ok = await verifyPassword(user?.passwordHash, password);
  return ok && user ? toSessionUser(user) : undefined;
}

function createPassport(db: Database): Authenticator {
  // Our own instance, not the module singleton: each database (each test app) gets its own strategies.
  const instance = new passport.Authenticator();
  instance.use(
    'local',
    new LocalStrategy({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      authenticateAdmin(db, email, password).then((user) => done(null, user ?? false), done);
    }),
  );
  instance.serializeUser<string>((user, done) => done(null, user.id));
  instance.deserializeUser((req: Request, id: string, done: (error: unknown, user?: Express.User | false) => void) => {
    if (typeof id !== 'string' || !OBJECT_ID_PATTERN.test(id)) return done(null, false);
    // Read on every request, from MongoDB: a role change, a removal or the studio's two-factor rule
    // takes effect at once on every instance. Usually it came with the session, in the same read.
    const prefetched = prefetchedAccount(req.session, id);
    (prefetched ? Promise.resolve(prefetched) : sessionAccount(db, id))
      // false (a deleted admin) makes Passport drop the user from the session.
      .then(({ user, studioRequiresTwoFactor }) => done(null, user ? toSessionUser(user, studioRequiresTwoFactor) : false), done);
  });
  return instance;
}

const instances = new WeakMap<Database, Authenticator>();

/** The one Passport instance for a database, shared by the session middleware and the auth router. */
export function passportFor(db: Database): Authenticator {
  let instance = instances.get(db);
  if (!instance) {
    instance = createPassport(db);
    instances.set(db, instance);
  }
  return instance;
}
