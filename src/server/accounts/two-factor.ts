import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { site } from '../../content/site';
import type { TotpSetup } from '../../shared/accounts-schema';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';

export const RECOVERY_CODE_COUNT = 10;
/** Codes from the previous and next 30-second step are accepted too: phones' clocks drift. */
const TOLERANCE_S = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Recovery codes are compared without case, dashes or spaces, as people type them from paper. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * SHA-256 is enough for recovery codes: each has 16 characters from a 31-letter alphabet (79 bits),
 * far beyond guessing, so they need no slow password hash.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/**
 * Starts (or restarts) the setup: a new secret is kept as pending until a code from it is confirmed, so
 * an abandoned setup never locks anyone out. The QR code is drawn here, on the server, as SVG.
 */
export async function startTwoFactorSetup(db: Database, userId: string, email: string): Promise<TotpSetup> {
  const secret = generateSecret();
  await db.models.AdminUser.updateOne({ _id: userId }, { $set: { totpPendingSecret: secret } });
  const otpauthUrl = generateURI({ issuer: site.name, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

function checkCode(secret: string, code: string, afterTimeStep: number | undefined, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: TOLERANCE_S, ...(afterTimeStep !== undefined ? { afterTimeStep } : {}) });
    // A TOTP verification always reports its time step; the union type also covers HOTP's answer.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Confirms the pending secret with a code from the app: two-factor is on, and the recovery codes are returned once. */
export async function enableTwoFactor(db: Database, userId: string, code: string, now: number): Promise<string[] | null> {
  const user = await db.models.AdminUser.findById(userId).lean();
  const pending = user?.totpPendingSecret;
  if (!pending) return null;
  const step = checkCode(pending, code, undefined, now);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const result = await db.models.AdminUser.updateOne(
    { _id: userId, totpPendingSecret: pending },
    {
      $set: { totpSecret: pending, totpEnabledAt: new Date(now), totpLastStep: step, recoveryCodeHashes: codes.map(hashRecoveryCode) },
      $unset: { totpPendingSecret: '' },
    },
  );
  return result.modifiedCount === 1 ? codes : null;
}

export async function disableTwoFactor(db: Database, userId: string): Promise<void> {
  await db.models.AdminUser.updateOne({ _id: userId }, { $unset: { totpSecret: '', totpPendingSecret: '', totpEnabledAt: '', totpLastStep: '', recoveryCodeHashes: '' } });
}

/**
 * A sign-in's second step: a current 6-digit code (each accepted once: the step it belongs to is stored
 * with a conditional update, so a replay or a race with the same code fails), or a recovery code, pulled
 * from the account in one atomic update, so each works exactly once.
 */
export async function verifySecondFactor(db: Database, userId: string, code: string, now: number): Promise<'code' | 'recovery' | null> {
  const user = await db.models.AdminUser.findById(userId).lean();
  if (!user?.totpSecret) return null;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const last = user.totpLastStep ?? undefined;
    const step = checkCode(user.totpSecret, trimmed, last, now);
    if (step === null) return null;
    // The driver's collection: mongoose's sanitizeFilter would neutralise these operators.
    const stored = await db.models.AdminUser.collection.updateOne(
      { _id: new ObjectId(userId), $or: [{ totpLastStep: { $exists: false } }, { totpLastStep: { $lt: step } }] },
      { $set: { totpLastStep: step } },
    );
    return stored.modifiedCount === 1 ? 'code' : null;
  }
  const hash = hashRecoveryCode(trimmed);
  const used = await db.models.AdminUser.updateOne({ _id: userId, recoveryCodeHashes: hash }, { $pull: { recoveryCodeHashes: hash } });
  return used.modifiedCount === 1 ? 'recovery' : null;
}
