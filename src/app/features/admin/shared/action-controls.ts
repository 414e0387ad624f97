import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../../styles/visually-hidden';

const action = css<{ $tone?: 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 16px;
  border: 1px solid ${(p) => (p.$tone === 'danger' ? p.theme.color.danger : p.theme.color.ink)};
  border-radius: ${(p) => p.theme.size.radius};
  background: transparent;
  color: ${(p) => (p.$tone === 'danger' ? p.theme.color.danger : p.theme.color.ink)};
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.2s, color 0.2s;
  &:hover:not(:disabled) {
    background: ${(p) => (p.$tone === 'danger' ? p.theme.color.danger : p.theme.color.ink)};
    color: ${(p) => p.theme.color.paper};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** Compact secondary controls for the inbox (Refresh, Archive, Delete…), smaller than page CTAs. */
export const ActionButton = styled.button<{ $tone?: 'danger' }>`
  ${action}
`;

export const ActionLink = styled.a<{ $tone?: 'danger' }>`
  ${action}
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
