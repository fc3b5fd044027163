import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { Footer } from './main/Footer';
import { NavBar, type NavBarSlots } from './main/NavBar';

const Main = styled.main`
  /* A full screen: the footer starts below the fold, so a page filling in cannot push it down (CLS). */
  min-height: 100vh;
  @media print {
    min-height: 0;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 200;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    top: 1rem;
  }
`;

/** Top navigation bar, page, footer (SPEC.md §2); the footer is hidden on exactly /dashboard. */
export function MainLayout(slots: NavBarSlots) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink href="#main" data-print="hide">
        Skip to content
      </SkipLink>
      <NavBar {...slots} />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      {pathname !== '/dashboard' && <Footer />}
    </>
  );
}
