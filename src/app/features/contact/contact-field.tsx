import type { ChangeEvent } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 8px;
`;

/** A contact form field's label (mono caps), shared with the attachments field. */
export const Label = styled.label`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.inkSoft};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 52px;
  padding: 14px 16px;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.stoneLight)};
  border-radius: ${(p) => p.theme.size.radius};
  background: ${(p) => p.theme.color.white};
  font-size: 1rem;
  line-height: 1.5;
  transition: border-color 0.2s, box-shadow 0.2s;
  &::placeholder {
    color: ${(p) => p.theme.color.stone};
    opacity: 1;
  }
  &:hover {
    border-color: ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.ink)};
  }
  &:focus {
    outline: none;
    border-color: ${(p) => p.theme.color.ink};
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.accent};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`;

export const ErrorText = styled.p`
  font-size: 0.875rem;
  font-weight: 500;
  color: ${(p) => p.theme.color.danger};
`;

export interface ContactFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  /** Rows of a multi-line field; absent makes a single-line input. */
  rows?: number;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
}

/**
 * One labelled field of a contact form. The error (from the shared schema, in the browser or from
 * the server) sits under the field and is tied to it with aria-describedby and aria-invalid.
 */
export function ContactField({ id, name, label, placeholder, value, error, onChange, type = 'text', rows, required, autoComplete, maxLength }: ContactFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    placeholder,
    value,
    required,
    autoComplete,
    maxLength,
    $invalid: !!error,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {rows ? <TextArea rows={rows} {...shared} /> : <Input type={type} {...shared} />}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
}
