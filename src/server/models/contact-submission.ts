import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import type { ObjectId } from '../db/driver';
import type { AttachmentRef } from '../attachments/attachment-store';
import type { ContactMessage } from '../../shared/contact-schema';
import { LEAD_STATUSES, NOTE_MAX, REPLY_MAX } from '../../shared/lead-schema';

/** An internal note on a lead: staff only, never sent anywhere. */
const noteSchema = new Schema(
  {
    text: { type: String, required: true, maxlength: NOTE_MAX },
    author: { type: String, required: true, maxlength: 254 },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

/** A reply the studio sent; its delivery state lives with its outbox job (payload.reply_id = _id). */
const replySchema = new Schema(
  {
    body: { type: String, required: true, maxlength: REPLY_MAX },
    author: { type: String, required: true, maxlength: 254 },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

const contactSubmissionSchema = new Schema(
  {
    name: { type: String, required: true, maxlength: 120 },
    email: { type: String, required: true, maxlength: 254 },
    phone_number: { type: String, maxlength: 40 },
    message: { type: String, required: true, maxlength: 5000 },
    created_at: { type: Date, required: true, default: () => new Date() },
    read: { type: Boolean, required: true, default: false },
    archived: { type: Boolean, required: true, default: false },
    // Files in the GridFS bucket `attachments` (src/server/attachments/), written with the message.
    attachments: {
      type: [
        new Schema(
          {
            id: { type: Schema.Types.ObjectId, required: true },
            filename: { type: String, required: true },
            size: { type: Number, required: true },
            content_type: { type: String, required: true },
            // A 3D model's measurement, set by the outbox's model-measure job: { triangles, bbox_mm, … } or { error }.
            model: { type: Schema.Types.Mixed },
          },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    // Absent on messages stored before the lead desk: read as 'new' (src/server/leads/lead-filters.ts).
    status: { type: String, enum: LEAD_STATUSES, default: 'new' },
    notes: { type: [noteSchema], default: undefined },
    thread: { type: [replySchema], default: undefined },
    /** When the studio first replied from the desk, for the overview's median. */
    first_reply_at: { type: Date },
  },
  { versionKey: false, collection: 'contact_submissions' },
);

// The inbox lists newest first; the secondary _id keeps pages stable when timestamps tie.
contactSubmissionSchema.index({ created_at: -1, _id: -1 });
// Per-status counts, the status filter and the overdue count read this instead of the whole collection.
contactSubmissionSchema.index({ archived: 1, status: 1, created_at: -1 });

export type ContactSubmissionFields = InferSchemaType<typeof contactSubmissionSchema>;

/**
 * A new message's document exactly as `ContactSubmission.create` stores it: the same fields in the same
 * order (mongoose writes the schema's static defaults in schema order and the `created_at` function
 * default last), undefined fields left out. The contact endpoint inserts this through the driver: its
 * input is already validated by the shared zod schema, whose limits are the ones above, and a mongoose
 * document's construction, casting and validation were 7–10 % of a post's CPU in profiles (issue 23).
 * test/api/contact-document.test.ts holds this to what mongoose itself would store.
 */
export function newSubmissionDocument(_id: ObjectId, message: ContactMessage, attachments: AttachmentRef[], createdAt = new Date()) {
  return {
    _id,
    name: message.name,
    email: message.email,
    ...(message.phone_number === undefined ? {} : { phone_number: message.phone_number }),
    message: message.message,
    read: false,
    archived: false,
    ...(attachments.length > 0 ? { attachments: attachments.map(storedAttachment) } : {}),
    status: 'new' as const,
    created_at: createdAt,
  };
}

/** An attachment as the sub-schema stores it: its fields in schema order, nothing else. */
function storedAttachment(ref: AttachmentRef) {
  return { id: ref.id, filename: ref.filename, size: ref.size, content_type: ref.content_type, ...(ref.model === undefined ? {} : { model: ref.model }) };
}

export function contactSubmissionModel(connection: Connection) {
  return connection.model('ContactSubmission', contactSubmissionSchema);
}

export type ContactSubmissionModel = ReturnType<typeof contactSubmissionModel>;
