import { useId } from 'react';
import styled from 'styled-components';
import { fieldLabel } from './field-label';
import { adminDashboard } from '../../../../content/admin';
import { fieldBox } from '../shared/field-box';
import { LEAD_STATUSES, type LeadStatus } from '../../../../shared/lead-schema';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  label {
    ${fieldLabel}
  }
  select {
    min-height: 40px;
    padding: 6px 10px;
    ${fieldBox}
    border-color: ${(p) => p.theme.color.ink};
    font-weight: 600;
  }
`;

/** The lead's pipeline status, changed in place (saved at once). */
export function StatusSelect({ status, onChange }: { status: LeadStatus; onChange: (status: LeadStatus) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{adminDashboard.pane.status}</label>
      <select id={id} value={status} onChange={(event) => onChange(event.target.value as LeadStatus)}>
        {LEAD_STATUSES.map((option) => (
          <option key={option} value={option}>
            {adminDashboard.statuses[option]}
          </option>
        ))}
      </select>
    </Field>
  );
}
