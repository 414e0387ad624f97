import styled, { css } from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import type { Waiting } from '../../../../shared/lead-schema';
import { formatDuration } from './duration';

/** Colours by the 24-hour promise: plain while there is time, accent when due soon, danger when late. */
export const waitingBadgeStyle = css`
  display: inline-block;
  padding: 1px 8px;
  border: 1px solid ${(p) => p.theme.color.stoneLight};
  border-radius: 999px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.6875rem;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.color.inkSoft};
  white-space: nowrap;
  &[data-mark='due-soon'] {
    border-color: ${(p) => p.theme.color.accentInk};
    color: ${(p) => p.theme.color.accentInk};
  }
  &[data-mark='overdue'] {
    border-color: ${(p) => p.theme.color.danger};
    background: ${(p) => p.theme.color.danger};
    color: ${(p) => p.theme.color.white};
  }
`;

const Badge = styled.span`
  ${waitingBadgeStyle}
`;

export function waitingText(waiting: Waiting): string {
  return adminDashboard.waiting[waiting.mark](formatDuration(waiting.ms));
}

/** How long an unanswered lead has waited, marked due soon past 20 h and overdue past 24 h. */
export function WaitingBadge({ waiting }: { waiting: Waiting }) {
  return (
    <Badge data-mark={waiting.mark} data-testid="waiting">
      {waitingText(waiting)}
    </Badge>
  );
}
