import { Schema, type Connection, type InferSchemaType } from 'mongoose';

const adminUserSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    passwordHash: { type: String, required: true },
    lastLoginAt: { type: Date },
  },
  { versionKey: false, collection: 'admin_users', timestamps: { createdAt: 'createdAt', updatedAt: false } },
);

export type AdminUserFields = InferSchemaType<typeof adminUserSchema>;

export function adminUserModel(connection: Connection) {
  return connection.model('AdminUser', adminUserSchema);
}

export type AdminUserModel = ReturnType<typeof adminUserModel>;
