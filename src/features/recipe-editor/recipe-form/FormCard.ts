import styled from 'styled-components';
import { cardSurface } from '@/components/cardSurface';
import { mq } from '@/theme/theme';

/** One card of the share and edit page: the form's sections, and the importer above them. */
export const FormCard = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  padding: 1.25rem 1.1rem;
  ${cardSurface}
  ${mq.md} {
    padding: 2rem;
  }
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;
