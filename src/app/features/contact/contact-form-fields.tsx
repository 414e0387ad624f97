import { CONTACT_LIMITS, type ContactField as ContactFieldName } from '../../../shared/contact-fields';
import { ContactField, type ContactFieldProps } from './contact-field';
import type { useContactForm } from './use-contact-form';

/** A field's short key: the suffix of its id and its key in the texts and CONTACT_LIMITS. */
export type ContactFieldKey = keyof typeof CONTACT_LIMITS;

type FieldSpec = { name: ContactFieldName } & Pick<ContactFieldProps, 'type' | 'rows' | 'required' | 'autoComplete'>;

/** What each field is, so both contact forms render it with the same attributes. */
const FIELDS: Record<ContactFieldKey, FieldSpec> = {
  name: { name: 'name', required: true, autoComplete: 'name' },
  email: { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  phone: { name: 'phone_number', type: 'tel', autoComplete: 'tel' },
  message: { name: 'message', rows: 4, required: true },
};

type ContactFormBinding = Pick<ReturnType<typeof useContactForm>, 'values' | 'errors' | 'setValue'>;

/**
 * The visible fields of a contact form, in the order given. Each form picks its own fields and
 * texts; the ids are `${idPrefix}-${key}` so the dialog's and the screen's never clash.
 */
export function ContactFormFields<K extends ContactFieldKey>({
  idPrefix,
  fields,
  text,
  form,
}: {
  idPrefix: string;
  fields: readonly K[];
  text: { labels: Record<NoInfer<K>, string>; placeholders: Record<NoInfer<K>, string> };
  form: ContactFormBinding;
}) {
  return (
    <>
      {fields.map((key) => {
        const { name, ...spec } = FIELDS[key];
        return (
          <ContactField
            key={key}
            id={`${idPrefix}-${key}`}
            name={name}
            label={text.labels[key]}
            placeholder={text.placeholders[key]}
            value={form.values[name]}
            error={form.errors[name]}
            onChange={form.setValue(name)}
            maxLength={CONTACT_LIMITS[key]}
            {...spec}
          />
        );
      })}
    </>
  );
}
