import styled from 'styled-components';

const Alert = styled.p`
  margin-bottom: 20px;
  padding: 14px 16px;
  border-left: 4px solid ${(p) => p.theme.color.danger};
  background: ${(p) => p.theme.color.white};
  color: ${(p) => p.theme.color.danger};
  font-size: 0.9375rem;
  font-weight: 500;
`;

/** A form-level failure (send failed, rate limited, service down), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return <div role="alert">{message ? <Alert>{message}</Alert> : null}</div>;
}
