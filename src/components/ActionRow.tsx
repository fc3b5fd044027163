import styled from 'styled-components';

/** A form's or dialog's buttons, right-aligned; on a narrow screen the main action wraps above Cancel. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 0.75rem;
`;
