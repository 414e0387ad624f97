import styled from 'styled-components';

/** A field's help text, under it. */
export const Hint = styled.p`
  margin-top: 8px;
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.inkSoft};
`;
