import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';

const Notice = styled.div`
  display: grid;
  gap: 4px;
  padding: 14px 18px;
  border-left: 3px solid ${(p) => p.theme.color.accent};
  background: ${(p) => p.theme.color.white};
  font-size: 0.9375rem;
  line-height: 1.55;
  strong {
    font-weight: 600;
  }
`;

/** Without SMTP nobody hears of a new lead: the inbox says so, and how to change it. */
export function NotificationsOffNotice() {
  return (
    <Notice role="note">
      <strong>{adminDashboard.notificationsOff.title}</strong>
      <span>{adminDashboard.notificationsOff.body}</span>
    </Notice>
  );
}
