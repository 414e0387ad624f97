import styled from 'styled-components';

/**
 * A list laid out as a grid rather than read as text: no bullets, no indent, one column on phones.
 * Each use adds its own gaps and wider-screen columns (`styled(GridList)`, `as="ol"` where the
 * order means something).
 */
export const GridList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;
