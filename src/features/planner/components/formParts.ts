import styled, { css } from 'styled-components';

/** Form pieces shared by the planner's dialogs. */
export const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  margin-bottom: 1rem;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const control = css`
  width: 100%;
  min-height: 48px;
  padding: 0.6rem 0.9rem;
  border: 1.5px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

export const Select = styled.select`
  ${control}
`;

export const TextInput = styled.input`
  ${control}
`;

export const FormError = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

export const Lead = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
