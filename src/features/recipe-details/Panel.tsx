import styled, { css } from 'styled-components';

/** The look of the details page's boxes: white, rounded, lifted a little off the page. */
export const panelBox = css`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A white rounded box with a heading: the building block of the details page. */
export const Panel = styled.section`
  ${panelBox}
  h2 {
    font-size: 1.35rem;
    margin: 0 0 1rem;
  }
`;
