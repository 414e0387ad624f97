import { useRef, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { contactAttachments as text } from '../../../../content/contact';
import { ATTACHMENT_FIELD, formatBytes } from '../../../../shared/attachment-rules';
import type { AttachmentFieldProps } from './attachment-field';
import { ACCEPT, attachmentIds, ErrorText, FieldLabel, Hint } from './attachment-input';
import { UploadProgress } from './upload-progress';

const Wrapper = styled.div`
  display: grid;
  gap: 10px;
`;

const Zone = styled.div<{ $active: boolean; $invalid: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 76px;
  padding: 16px;
  border: 1px dashed ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.stoneLight)};
  border-radius: ${(p) => p.theme.size.radius};
  background: ${(p) => p.theme.color.white};
  text-align: center;
  font-size: 0.9375rem;
  color: ${(p) => p.theme.color.inkSoft};
  transition: border-color 0.2s, background-color 0.2s;
  &:focus-within {
    border-color: ${(p) => p.theme.color.ink};
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.accent};
  }
  ${(p) =>
    p.$active &&
    css`
      border-style: solid;
      border-color: ${p.theme.color.ink};
      background: ${p.theme.color.paperDeep};
    `}
`;

/** Visually hidden but focusable: the zone shows its focus, the input keeps its name and keyboard access. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const Choose = styled.label`
  font-weight: 600;
  color: ${(p) => p.theme.color.ink};
  text-decoration: underline;
  text-decoration-color: ${(p) => p.theme.color.accent};
  text-decoration-thickness: 2px;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const List = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: 12px;
  padding: 8px 8px 8px 14px;
  border-left: 3px solid ${(p) => p.theme.color.ink};
  background: ${(p) => p.theme.color.white};
  font-size: 0.9375rem;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Size = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  color: ${(p) => p.theme.color.stone};
`;

const Remove = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid transparent;
  background: transparent;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => p.theme.color.danger};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.color.danger};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
  }
`;

const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The files of a contact form with JavaScript: a drop zone that is also the file picker (a real,
 * focusable file input), the chosen files with their size and a Remove button each, a status line
 * screen readers hear when the choice changes, and the upload's progress while sending. Count and
 * total are checked by the form before sending; the type by the server, from the bytes.
 */
export function AttachmentPicker({ id, files, onChange, error, progress, disabled }: AttachmentFieldProps) {
  const ids = attachmentIds(id);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const total = files.reduce((sum, file) => sum + file.size, 0);

  const add = (added: File[]) => onChange([...files, ...added.filter((file) => !files.some((chosen) => sameFile(chosen, file)))]);

  const remove = (index: number) => {
    onChange(files.filter((_, at) => at !== index));
    // Keep the keyboard where it was: the next file's Remove button, else the picker itself.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? input.current)?.focus();
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <Wrapper>
      <FieldLabel htmlFor={ids.input}>{text.label}</FieldLabel>
      <Hint id={ids.hint}>{text.hint}</Hint>
      <Zone
        $active={dragging}
        $invalid={!!error}
        data-testid="attachment-drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <HiddenInput
          ref={input}
          id={ids.input}
          name={ATTACHMENT_FIELD}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // Cleared, so choosing the same file again after removing it still counts as a change.
            event.target.value = '';
          }}
        />
        {dragging ? (
          <span>{text.dropping}</span>
        ) : (
          <>
            <span aria-hidden="true">{text.drop}</span>
            <Choose htmlFor={ids.input} aria-hidden="true">
              {text.choose}
            </Choose>
          </>
        )}
      </Zone>
      {files.length > 0 ? (
        <List ref={list} aria-label={text.listLabel}>
          {files.map((file, index) => (
            <Item key={`${file.name}-${file.size}-${file.lastModified}`}>
              <Name title={file.name}>{file.name}</Name>
              <Size>{formatBytes(file.size)}</Size>
              <Remove type="button" disabled={disabled} aria-label={text.remove(file.name)} onClick={() => remove(index)}>
                {text.removeShort}
              </Remove>
            </Item>
          ))}
        </List>
      ) : null}
      <Status role="status">{text.chosen(files.length, formatBytes(total))}</Status>
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {error ? <ErrorText id={ids.error}>{error}</ErrorText> : null}
    </Wrapper>
  );
}
