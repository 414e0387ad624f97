import styled from 'styled-components';

/** The shared look of a lead's notes and replies: a small heading, then entries oldest first. */
export const LogSection = styled.section`
  display: grid;
  gap: 14px;
  padding-top: 20px;
  border-top: 1px solid ${(p) => p.theme.color.concrete};
  h4 {
    font-size: 1.125rem;
    letter-spacing: -0.01em;
  }
  ol {
    display: grid;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const LogEntry = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px 14px;
  background: ${(p) => p.theme.color.paper};
  border-left: 3px solid ${(p) => p.theme.color.stoneLight};
  &[data-kind='reply'] {
    border-left-color: ${(p) => p.theme.color.accent};
  }
  & > p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.9375rem;
    line-height: 1.6;
  }
  & > small {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    color: ${(p) => p.theme.color.stone};
  }
  [data-state='failed'] {
    color: ${(p) => p.theme.color.danger};
  }
`;

export const LogEmpty = styled.p`
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.stone};
`;
