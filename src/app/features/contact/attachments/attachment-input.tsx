import styled from 'styled-components';
import { contactAttachments } from '../../../../content/contact';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_FIELD } from '../../../../shared/attachment-rules';

export const FieldLabel = styled.label`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.inkSoft};
`;

export const Hint = styled.p`
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.stone};
`;

export const ErrorText = styled.p`
  font-size: 0.875rem;
  font-weight: 500;
  color: ${(p) => p.theme.color.danger};
  overflow-wrap: anywhere;
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
