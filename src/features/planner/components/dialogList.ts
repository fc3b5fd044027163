import styled from 'styled-components';

/** The planner dialogs' list of choices ("Fill this slot"'s recipes, "Use a template"'s weeks). */
export const DialogList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One choice: its text beside (or, when the dialog is narrow, above) its buttons. */
export const DialogListItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.65rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** What a dialog's list says when it has nothing to offer. */
export const DialogListEmpty = styled.p`
  margin: 0;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;
