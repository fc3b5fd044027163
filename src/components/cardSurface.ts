import { css } from 'styled-components';

/**
 * The raised card look most panels share: rounded (radii.lg), on the surface colour, with the
 * card shadow. A block keeps its own padding, layout and hover.
 */
export const cardSurface = css`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
