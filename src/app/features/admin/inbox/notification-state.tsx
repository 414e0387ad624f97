import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import type { NotificationStatus } from '../../../../shared/admin-schema';
import { ActionButton } from '../shared/action-controls';
import { useRetryNotificationMutation } from './admin-api';
import { describeDelivery } from '../lead/delivery-text';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const State = styled.span<{ $state: NotificationStatus['state'] }>`
  color: ${(p) => (p.$state === 'failed' ? p.theme.color.danger : p.theme.color.ink)};
`;

const Reason = styled.span`
  display: block;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  color: ${(p) => p.theme.color.stone};
  overflow-wrap: anywhere;
`;


/** Whether the studio's e-mail about this message got out, with a retry for one that failed for good. */
export function NotificationState({ submissionId, notification }: { submissionId: string; notification: NotificationStatus }) {
  const [retry, { isLoading }] = useRetryNotificationMutation();
  return (
    <Line>
      <State $state={notification.state}>
        {describeDelivery(notification, adminDashboard.notification)}
        {notification.state !== 'sent' && notification.last_error ? <Reason>{notification.last_error}</Reason> : null}
      </State>
      {notification.state === 'failed' ? (
        <ActionButton type="button" onClick={() => void retry(submissionId)} disabled={isLoading}>
          {isLoading ? adminDashboard.notification.retrying : adminDashboard.notification.retry}
        </ActionButton>
      ) : null}
    </Line>
  );
}
