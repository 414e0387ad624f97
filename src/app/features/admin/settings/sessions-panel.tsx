import { useState } from 'react';
import { settingsPage } from '../../../../content/accounts';
import type { SessionDto } from '../../../../shared/accounts-schema';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { LoginNotice } from '../../auth/login-notice';
import { ActionButton } from '../shared/action-controls';
import { LocalTime } from '../shared/local-time';
import { Panel, PanelHeading, PanelText } from '../shell/admin-panel';
import { useEndOtherSessionsMutation, useGetSessionsQuery } from './settings-api';

const text = settingsPage.sessions;

const columns: TableColumn<SessionDto>[] = [
  {
    key: 'browser',
    label: text.browser,
    cell: (session) => (
      <>
        {session.browser}
        {session.current ? <strong> · {text.current}</strong> : null}
      </>
    ),
  },
  { key: 'address', label: text.address, cell: (session) => session.ip ?? text.unknown },
  { key: 'started', label: text.started, cell: (session) => (session.created_at ? <LocalTime iso={session.created_at} /> : text.unknown) },
  { key: 'last-seen', label: text.lastSeen, cell: (session) => (session.last_seen_at ? <LocalTime iso={session.last_seen_at} /> : text.unknown) },
];

/** Where the account is signed in, this browser first; sign out every other one. */
export function SessionsPanel() {
  const sessions = useGetSessionsQuery();
  const [endOthers, ending] = useEndOtherSessionsMutation();
  const [ended, setEnded] = useState<number>();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <Panel aria-labelledby="sessions-heading">
      <PanelHeading id="sessions-heading">{text.heading}</PanelHeading>
      <PanelText>{text.intro}</PanelText>
      {ended !== undefined ? <LoginNotice tone="info">{text.ended(ended)}</LoginNotice> : null}
      <ResponsiveTable label={text.heading} columns={columns} rows={sessions.data ?? []} rowKey={(session) => session.id} rowAttributes={(session) => ({ 'data-session': session.current ? 'current' : 'other' })} />
      <div>
        <ActionButton
          type="button"
          disabled={others === 0 || ending.isLoading}
          onClick={async () => {
            const result = await endOthers();
            if (result.data) setEnded(result.data.ended);
          }}
        >
          {text.endOthers}
        </ActionButton>
      </div>
    </Panel>
  );
}
