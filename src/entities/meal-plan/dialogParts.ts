import styled from 'styled-components';
import { ActionRow } from '@/components/ActionRow';
import { GroupFieldset, GroupLegend } from '@/components/form';

/** Layout shared by the planner's dialogs (their fields come from the form kit). */
export const Actions = styled(ActionRow)`
  margin-top: 1.5rem;
`;

export const Lead = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A caution that is not a mistake in the form (a meal already planned): dark text on amber. */
export const Warning = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem;
  border-left: 4px solid ${({ theme }) => theme.colors.accentDark};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.categoryPalette[5]};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
`;

/** A group of checkboxes in a dialog: a plain fieldset, its legend a field label. */
export const Fieldset = styled(GroupFieldset)`
  margin: 0 0 1rem;
`;

export const Legend = GroupLegend;

export const GroupError = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;
