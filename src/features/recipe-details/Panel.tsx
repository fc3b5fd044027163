import styled from 'styled-components';

/** A white rounded box with a heading: the building block of the details page. */
export const Panel = styled.section`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    font-size: 1.35rem;
    margin: 0 0 1rem;
  }
`;
