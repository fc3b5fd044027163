import styled from 'styled-components';

/**
 * A menu button's list of entries: its look, not its place (each menu positions it: under its
 * button, or fixed beside it).
 */
export const MenuList = styled.ul`
  z-index: 50;
  margin: 0;
  padding: 0.35rem;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/** One entry's button: a full-width row, highlighted on hover and keyboard focus. */
export const MenuEntry = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  text-align: left;
  font-weight: 500;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
