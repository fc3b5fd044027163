import { css } from 'styled-components';

/** The outlined pill of a recipe card's action under the card (Edit, Add to planner). */
export const cardAction = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  width: 100%;
  min-height: 44px;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
`;
