import { useCallback, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { mq, theme } from '@/theme/theme';
import { DashboardMenu } from './dashboard/DashboardMenu';
import { DashboardTopBar, TOP_BAR_HEIGHT } from './dashboard/DashboardTopBar';
import { MenuDrawer } from './dashboard/MenuDrawer';
import { SiteNav } from './dashboard/SiteNav';

const SIDE_MENU_WIDTH = 260;

const SkipLink = styled.a`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1100;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transform: translateY(-150%);
  &:focus {
    transform: none;
  }
`;

const BELOW_LG = `@media (max-width: ${theme.breakpoints.lg - 1}px)`;

/* Wide styles are the base and narrow ones the exception, so the side menu never flashes. */
const Body = styled.div`
  display: grid;
  grid-template-columns: ${SIDE_MENU_WIDTH}px minmax(0, 1fr);
  min-height: 100vh;
  padding-top: ${TOP_BAR_HEIGHT}px;
  /* the side menu's white column runs the full height of long pages */
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.surface} ${SIDE_MENU_WIDTH - 1}px,
    ${({ theme }) => theme.colors.border} ${SIDE_MENU_WIDTH - 1}px ${SIDE_MENU_WIDTH}px,
    transparent ${SIDE_MENU_WIDTH}px
  );
  ${mq.belowMd} {
    display: block;
    background: none;
  }
  /* on paper the page takes the sheet's width: no side column, no room for the top bar */
  @media print {
    display: block;
    min-height: 0;
    padding-top: 0;
    background: none;
  }
`;

const SideMenu = styled.aside`
  position: sticky;
  top: ${TOP_BAR_HEIGHT}px;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  height: calc(100vh - ${TOP_BAR_HEIGHT}px);
  padding: 1.5rem 1rem;
  overflow-y: auto;
  ${mq.belowMd} {
    display: none;
  }
`;

/** Between 768 and 1024 px the top bar has no room for the site's links: they sit here. */
const CompactSiteNav = styled(SiteNav)`
  display: none;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    flex-direction: column;
  }
  ${BELOW_LG} {
    display: block;
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: 1.5rem 1rem 3rem;
  ${mq.md} {
    padding: 2rem 2rem 4rem;
  }
  ${mq.xl} {
    padding: 2.5rem 3rem 4rem;
  }
  &:focus {
    outline: none;
  }
`;

/** The feature pieces src/app puts into the top bar: layouts never import a feature. */
export interface DashboardSlots {
  /** Below 768 px: the button that opens the search overlay. */
  searchButton: ReactNode;
  accountMenu: ReactNode;
}

/**
 * Dashboard (SPEC.md §2): a fixed top bar, a side menu on wide screens and a slide-in
 * side menu with a backdrop on narrow ones (768 px). src/app puts the search button and the
 * account menu in.
 */
export function DashboardLayout({ searchButton, accountMenu }: DashboardSlots) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <>
      <SkipLink href="#main" data-print="hide">
        Skip to content
      </SkipLink>
      <DashboardTopBar
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        searchButton={searchButton}
        accountMenu={accountMenu}
      />
      <MenuDrawer open={menuOpen} onClose={closeMenu} />
      <Body>
        <SideMenu data-print="hide">
          <nav aria-label="Dashboard">
            <DashboardMenu />
          </nav>
          <CompactSiteNav />
        </SideMenu>
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
    </>
  );
}
