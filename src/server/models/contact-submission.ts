import { Schema, type Connection, type InferSchemaType } from 'mongoose';

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
  },
  { versionKey: false, collection: 'contact_submissions' },
);

// The inbox lists newest first; the secondary _id keeps pages stable when timestamps tie.
contactSubmissionSchema.index({ created_at: -1, _id: -1 });

export type ContactSubmissionFields = InferSchemaType<typeof contactSubmissionSchema>;

export function contactSubmissionModel(connection: Connection) {
  return connection.model('ContactSubmission', contactSubmissionSchema);
}

export type ContactSubmissionModel = ReturnType<typeof contactSubmissionModel>;
