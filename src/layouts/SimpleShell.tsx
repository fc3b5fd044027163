import { Outlet } from 'react-router';
import styled from 'styled-components';

const Column = styled.main`
  max-width: ${({ theme }) => theme.layout.shellColumn};
  margin: 0 auto;
  padding: 2rem 1.25rem;
`;

/** Centred column of at most 600 px (SPEC.md §2) for the account pages. */
export function SimpleShell() {
  return (
    <Column id="main">
      <Outlet />
    </Column>
  );
}
