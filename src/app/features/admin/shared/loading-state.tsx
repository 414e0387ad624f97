import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: 18px;
  padding: clamp(48px, 8vw, 96px) 16px;
  color: ${(p) => p.theme.color.stone};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.08em;
`;

const Spinner = styled.span`
  width: 36px;
  height: 36px;
  border: 3px solid ${(p) => p.theme.color.concrete};
  border-top-color: ${(p) => p.theme.color.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The spinner with its text (spec: 'Loading admin dashboard...'), announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <p>{label}</p>
    </Wrapper>
  );
}
