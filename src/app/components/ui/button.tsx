import { AppLink } from '../links/app-link';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse';

const base = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  padding: 12px 24px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.size.radius};
  font-family: ${(p) => p.theme.font.text};
  font-size: 0.9375rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.2s, color 0.2s, border-color 0.2s, transform 0.2s;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${(p) =>
    p.$variant === 'primary' &&
    css`
      background: ${p.theme.color.accent};
      color: ${p.theme.color.ink};
      &:hover:not(:disabled),
      &[data-hover-carry] {
        background: ${p.theme.color.ink};
        color: ${p.theme.color.paper};
      }
    `}
  ${(p) =>
    p.$variant === 'secondary' &&
    css`
      background: transparent;
      color: ${p.theme.color.ink};
      border-color: ${p.theme.color.ink};
      &:hover:not(:disabled),
      &[data-hover-carry] {
        background: ${p.theme.color.ink};
        color: ${p.theme.color.paper};
      }
    `}
  ${(p) =>
    p.$variant === 'inverse' &&
    css`
      background: transparent;
      color: ${p.theme.color.paper};
      border-color: rgba(244, 241, 234, 0.6);
      &:hover:not(:disabled),
      &[data-hover-carry] {
        background: ${p.theme.color.paper};
        color: ${p.theme.color.ink};
      }
    `}
`;

/** A real <button>: actions (submit, open a dialog). */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((p) => ({ $variant: p.$variant ?? 'primary' }))<{ $variant: ButtonVariant }>`
  ${base}
`;

/** A link that looks like a button: navigation. */
export const ButtonLink = styled(AppLink).attrs<{ $variant?: ButtonVariant }>((p) => ({ $variant: p.$variant ?? 'primary' }))<{ $variant: ButtonVariant }>`
  ${base}
`;
