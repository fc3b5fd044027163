import styled from 'styled-components';

/** A round 44 px button holding one icon (the menu opener, the search opener). */
export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;
