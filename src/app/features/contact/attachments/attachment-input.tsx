import styled from 'styled-components';
import { contactAttachments } from '../../../../content/contact';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_FIELD } from '../../../../shared/attachment-rules';
import { ErrorText, Label as FieldLabel } from '../contact-field';

export const Hint = styled.p`
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.stone};
`;

const Wrapper = styled.div`
  display: grid;
  gap: 8px;
`;

const Input = styled.input`
  font-size: 0.9375rem;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

export const ACCEPT = ATTACHMENT_EXTENSIONS.join(',');

/** The ids that tie the label, hint and error to the file input. */
export function attachmentIds(id: string) {
  return { input: id, hint: `${id}-hint`, error: `${id}-error` };
}

/**
 * The plain file input: what the /contact form has without JavaScript (it posts multipart) and until
 * the richer picker (drop zone, list, progress) has loaded. With JavaScript, files chosen here are
 * handed to the form's state, so nothing is lost when the picker takes its place.
 */
export function AttachmentInput({ id, error, onFiles }: { id: string; error?: string; onFiles?: (files: File[]) => void }) {
  const ids = attachmentIds(id);
  return (
    <Wrapper>
      <FieldLabel htmlFor={ids.input}>{contactAttachments.label}</FieldLabel>
      <Hint id={ids.hint}>{contactAttachments.hint}</Hint>
      <Input
        id={ids.input}
        name={ATTACHMENT_FIELD}
        type="file"
        multiple
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        onChange={onFiles ? (event) => onFiles([...(event.target.files ?? [])]) : undefined}
      />
      {error ? <ErrorText id={ids.error}>{error}</ErrorText> : null}
    </Wrapper>
  );
}
