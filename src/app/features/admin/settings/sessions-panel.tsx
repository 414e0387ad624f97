import { useState } from 'react';
import { settingsPage } from '../../../../content/accounts';
import { LoginNotice } from '../../auth/login-notice';
import { ActionButton } from '../action-controls';
import { LocalTime } from '../local-time';
import { Panel, PanelHeading, PanelText, Table, TableScroll } from '../shell/admin-panel';
import { useEndOtherSessionsMutation, useGetSessionsQuery } from './settings-api';

const text = settingsPage.sessions;

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
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{text.browser}</th>
              <th scope="col">{text.address}</th>
              <th scope="col">{text.started}</th>
              <th scope="col">{text.lastSeen}</th>
            </tr>
          </thead>
          <tbody>
            {(sessions.data ?? []).map((session) => (
              <tr key={session.id} data-session={session.current ? 'current' : 'other'}>
                <td>
                  {session.browser}
                  {session.current ? <strong> · {text.current}</strong> : null}
                </td>
                <td>{session.ip ?? text.unknown}</td>
                <td>{session.created_at ? <LocalTime iso={session.created_at} /> : text.unknown}</td>
                <td>{session.last_seen_at ? <LocalTime iso={session.last_seen_at} /> : text.unknown}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
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
