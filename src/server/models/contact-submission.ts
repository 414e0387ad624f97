import { Schema, type Connection, type InferSchemaType } from 'mongoose';
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

export function contactSubmissionModel(connection: Connection) {
  return connection.model('ContactSubmission', contactSubmissionSchema);
}

export type ContactSubmissionModel = ReturnType<typeof contactSubmissionModel>;
