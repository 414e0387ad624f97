import styled from 'styled-components';
import { desktop } from '../../../styles/theme';
import { fieldBox } from '../shared/field-box';

/** The account pages' building blocks: a titled card, a form row (their tables: components/ui/responsive-table). */
export const Panels = styled.div`
  display: grid;
  gap: clamp(24px, 4vw, 40px);
`;

export const Panel = styled.section`
  display: grid;
  gap: 18px;
  padding: clamp(20px, 3.5vw, 36px);
  background: ${(p) => p.theme.color.paperDeep};
  border-top: 3px solid ${(p) => p.theme.color.accent};
`;

export const PanelHeading = styled.h2`
  font-size: clamp(1.375rem, 2.6vw, 1.875rem);
  letter-spacing: -0.02em;
`;

export const PanelText = styled.p`
  max-width: 68ch;
  color: ${(p) => p.theme.color.inkSoft};
`;

export const FormRow = styled.form`
  display: grid;
  gap: 16px;
  align-items: end;
  ${desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;

export const Select = styled.select`
  min-height: 44px;
  form & {
    min-height: 52px;
  }
  padding: 8px 12px;
  ${fieldBox}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;
