import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { ROLES } from '../../shared/accounts-schema';

const adminUserSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    passwordHash: { type: String, required: true },
    /**
     * No default on purpose: a default would make mongoose read every account created before roles
     * existed as 'staff'. An account without a role is an owner (src/server/accounts/roles.ts) until the
     * start-up migration writes it.
     */
    role: { type: String, enum: ROLES },
    lastLoginAt: { type: Date },
    passwordChangedAt: { type: Date },
    /** The authenticator's shared secret (base32) once two-factor is on; `totpPendingSecret` during setup. */
    totpSecret: { type: String },
    totpPendingSecret: { type: String },
    totpEnabledAt: { type: Date },
    /** The last accepted code's time step: a code is accepted once, never replayed within its window. */
    totpLastStep: { type: Number },
    /** SHA-256 of each unused recovery code; a used one is pulled atomically. */
    recoveryCodeHashes: { type: [String], default: undefined },
  },
  { versionKey: false, collection: 'admin_users', timestamps: { createdAt: 'createdAt', updatedAt: false } },
);

export type AdminUserFields = InferSchemaType<typeof adminUserSchema>;

export function adminUserModel(connection: Connection) {
  return connection.model('AdminUser', adminUserSchema);
}

export type AdminUserModel = ReturnType<typeof adminUserModel>;
