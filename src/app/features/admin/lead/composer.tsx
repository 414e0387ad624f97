import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldLabel } from './field-label';
import { ActionButton } from '../shared/action-controls';
import { fieldBox, fieldFocus } from '../shared/field-box';

const Form = styled.form`
  display: grid;
  gap: 8px;
  label {
    ${fieldLabel}
  }
  textarea {
    width: 100%;
    min-height: 96px;
    padding: 10px 12px;
    ${fieldBox}
    line-height: 1.5;
    resize: vertical;
  }
  textarea:focus {
    ${fieldFocus}
  }
  p {
    font-size: 0.8125rem;
    color: ${(p) => p.theme.color.stone};
  }
  button {
    justify-self: start;
  }
`;

/**
 * A labelled text box with one submit button, for notes and replies. The text is cleared only when
 * `onSubmit` reports success; after a failure it stays for another try.
 */
export function Composer(props: { label: string; hint?: string; submit: string; busy: string; maxLength: number; onSubmit: (text: string) => Promise<boolean> }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    const sent = await props.onSubmit(text.trim());
    setSending(false);
    if (sent) setText('');
  };
  return (
    <Form onSubmit={submit}>
      <label htmlFor={id}>{props.label}</label>
      <textarea id={id} value={text} maxLength={props.maxLength} required onChange={(event) => setText(event.target.value)} aria-describedby={props.hint ? `${id}-hint` : undefined} />
      {props.hint ? <p id={`${id}-hint`}>{props.hint}</p> : null}
      <ActionButton type="submit" disabled={sending || !text.trim()}>
        {sending ? props.busy : props.submit}
      </ActionButton>
    </Form>
  );
}
