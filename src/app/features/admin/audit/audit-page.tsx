import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { auditPageText } from '../../../../content/accounts';
import { AppLink } from '../../../components/links/app-link';
import { paths } from '../../../paths';
import { LoadingState } from '../loading-state';
import { LocalTime } from '../local-time';
import { Actions, Panel, PanelText, Table, TableScroll } from '../shell/admin-panel';
import { useGetAuditQuery } from './audit-api';

const text = auditPageText;

const PageLink = styled(AppLink)`
  font-weight: 600;
  color: ${(p) => p.theme.color.ink};
`;

function pageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /admin/audit for owners: the log, newest first, 50 a page; pages are links (they work without JavaScript). */
export function AuditPage() {
  const [params] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const audit = useGetAuditQuery(page);
  if (!audit.data) return <LoadingState label="Loading the audit log..." />;
  const { data, pages } = audit.data;
  return (
    <Panel aria-label={text.title}>
      <PanelText>{text.intro}</PanelText>
      {data.length === 0 ? (
        <PanelText>{text.empty}</PanelText>
      ) : (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{text.columns.at}</th>
                <th scope="col">{text.columns.actor}</th>
                <th scope="col">{text.columns.action}</th>
                <th scope="col">{text.columns.target}</th>
                <th scope="col">{text.columns.ip}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => (
                <tr key={entry.id} data-action={entry.action}>
                  <td>
                    <LocalTime iso={entry.at} />
                  </td>
                  <td>{entry.actor}</td>
                  <td>{text.actions[entry.action] ?? entry.action}</td>
                  <td>{entry.target ?? ''}</td>
                  <td>{entry.ip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <Actions>
        {page > 1 ? <PageLink to={`${paths.adminAudit}?page=${page - 1}`}>Newer</PageLink> : null}
        <span>
          Page {page} of {pages}
        </span>
        {page < pages ? <PageLink to={`${paths.adminAudit}?page=${page + 1}`}>Older</PageLink> : null}
      </Actions>
    </Panel>
  );
}
