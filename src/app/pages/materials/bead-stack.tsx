import styled from 'styled-components';

/** Offsets (in % of the width) of each printed course: a wall that leans and returns, as a slice shows it. */
const COURSES = [0, 1.5, 3.5, 6, 8, 9, 9.5, 9, 7.5, 5.5, 3, 1, 0, 0.5, 2, 4.5, 7, 9];
const ACCENT_COURSE = 12;

const Stack = styled.div`
  display: grid;
  gap: 7px;
`;

const Course = styled.span<{ $offset: number; $accent: boolean }>`
  display: block;
  height: 20px;
  width: 78%;
  margin-left: ${(p) => p.$offset * 2}%;
  border-radius: 999px;
  border: 1px solid rgba(244, 241, 234, 0.22);
  background: ${(p) =>
    p.$accent ? p.theme.color.accent : 'linear-gradient(to bottom, rgba(244, 241, 234, 0.1), rgba(244, 241, 234, 0.02))'};
  ${(p) => p.$accent && 'border-color: transparent;'}
`;

/** The cross-section of a printed wall: stacked beads with one course in the accent color. */
export function BeadStack() {
  return (
    <Stack>
      {COURSES.map((offset, index) => (
        <Course key={index} $offset={offset} $accent={index === ACCENT_COURSE} />
      ))}
    </Stack>
  );
}
