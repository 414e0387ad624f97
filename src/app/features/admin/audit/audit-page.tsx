import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { auditPageText } from '../../../../content/accounts';
import type { AuditEntryDto } from '../../../../shared/accounts-schema';
import { AppLink } from '../../../components/links/app-link';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { paths } from '../../../paths';
import { LoadingState } from '../shared/loading-state';
import { LocalTime } from '../shared/local-time';
import { Actions, Panel, PanelText } from '../shell/admin-panel';
import { useGetAuditQuery } from './audit-api';

const text = auditPageText;

const PageLink = styled(AppLink)`
  font-weight: 600;
  color: ${(p) => p.theme.color.ink};
`;

const columns: TableColumn<AuditEntryDto>[] = [
  { key: 'at', label: text.columns.at, cell: (entry) => <LocalTime iso={entry.at} /> },
  { key: 'actor', label: text.columns.actor, cell: (entry) => entry.actor },
  { key: 'action', label: text.columns.action, cell: (entry) => text.actions[entry.action] ?? entry.action },
  { key: 'target', label: text.columns.target, cell: (entry) => entry.target ?? '' },
  { key: 'ip', label: text.columns.ip, cell: (entry) => entry.ip ?? '' },
];

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
        <ResponsiveTable label={text.title} columns={columns} rows={data} rowKey={(entry) => entry.id} rowAttributes={(entry) => ({ 'data-action': entry.action })} />
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
