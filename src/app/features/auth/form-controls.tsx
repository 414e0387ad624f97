import styled from 'styled-components';

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: 8px;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.75rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.inkSoft};
`;

export const TextInput = styled.input`
  width: 100%;
  min-height: 52px;
  padding: 14px 16px;
  border: 1px solid ${(p) => p.theme.color.stoneLight};
  border-radius: ${(p) => p.theme.size.radius};
  background: ${(p) => p.theme.color.white};
  font-size: 1rem;
  transition: border-color 0.2s, box-shadow 0.2s;
  &::placeholder {
    color: ${(p) => p.theme.color.stone};
    opacity: 1;
  }
  &:hover {
    border-color: ${(p) => p.theme.color.ink};
  }
  &:focus {
    outline: none;
    border-color: ${(p) => p.theme.color.ink};
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.accent};
  }
`;
