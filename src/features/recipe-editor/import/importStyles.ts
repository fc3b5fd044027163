import { Form } from 'formik';
import styled from 'styled-components';

/** One way in (an address, a pasted text): its field above its button. */
export const ImportForm = styled(Form)`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  min-width: 0;
  > * {
    justify-self: stretch;
  }
  > button {
    justify-self: start;
  }
`;

/** A part of the import card, with its own small heading. */
export const ImportPart = styled.section`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;
