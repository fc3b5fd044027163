import styled from 'styled-components';

/** A group of the member form (checkboxes, the dislikes): a plain fieldset, its legend a field label. */
export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: 0.25rem;
  padding: 0;
  font-weight: 600;
  font-size: 0.92rem;
`;

export const GroupError = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;
