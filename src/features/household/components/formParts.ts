import styled from 'styled-components';
import { GroupFieldset, GroupLegend } from '@/components/form';

/** A group of the member form (checkboxes, the dislikes): a plain fieldset, its legend a field label. */
export const Fieldset = GroupFieldset;

export const Legend = styled(GroupLegend)`
  font-size: 0.92rem;
`;

export const GroupError = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;
