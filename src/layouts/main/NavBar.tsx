import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { pill, row } from '@/theme/layout';
import { mq, theme } from '@/theme/theme';
import { HeartLink } from '../shell/HeartLink';
import { Brand } from './Brand';
import { NavLinks } from './NavLinks';
import { SideMenu } from './SideMenu';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  /* no backdrop-filter: it would trap the fixed side menu and search overlay inside the bar */
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** At 1440 px the signed-out bar holds the logo, the link row, a search box showing its whole placeholder, the heart, Log in and Sign Up. */
const HEADER_MAX_PX = 1440;

const Bar = styled.div`
  ${row({ align: 'center', gap: '0.5rem' })};
  max-width: ${({ theme }) => theme.layout.contentMax};
  min-height: 68px;
  margin: 0 auto;
  padding: 0.5rem 1rem;
  /* A signed-in phone of 320 px holds the menu, logo, search, heart and avatar in one row. */
  @media (max-width: 359px) {
    gap: 0.25rem;
    padding: 0.5rem 0.75rem;
  }
  ${mq.md} {
    padding: 0.5rem 2rem;
    gap: 1rem;
  }
  /* With the link row the bar is full: wider than the page column up to 1440 px, tighter gaps. */
  ${mq.xl} {
    max-width: ${HEADER_MAX_PX}px;
    gap: 0.75rem;
  }
`;

/**
 * The full link row needs about 1,280 px beside the logo, search and avatar; a visitor's
 * Log in and Sign Up take 200 px more, so signed out the row waits until 1,360 px.
 */
const linkRowFrom = (signedIn: boolean) => `@media (min-width: ${signedIn ? theme.breakpoints.xl : 1360}px)`;

const Wide = styled.nav<{ $signedIn: boolean }>`
  display: none;
  ${({ $signedIn }) => linkRowFrom($signedIn)} {
    display: block;
  }
`;

const OnlyNarrowNav = styled.div<{ $signedIn: boolean }>`
  ${({ $signedIn }) => linkRowFrom($signedIn)} {
    display: none;
  }
`;

const WideSearch = styled.div`
  display: none;
  flex: 1;
  /* "Search recipes" stays readable whole (issue 15). */
  min-width: 11.5rem;
  justify-content: flex-end;
  ${mq.md} {
    display: flex;
  }
`;

const NarrowSearch = styled.div`
  margin-left: auto;
  ${mq.md} {
    display: none;
  }
`;

/** The bar's Log in and Sign Up: bold one-line pills, shown from the sm breakpoint (the side menu has them below). */
const accountLink = css`
  display: none;
  ${pill};
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  ${mq.sm} {
    display: inline-block;
  }
`;

const SignUp = styled(Link)`
  ${accountLink};
  padding: 0.6rem 1.2rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Beside Sign Up for visitors who already have an account (issue 15). */
const LogIn = styled(Link)`
  ${accountLink};
  padding: 0.6rem 0.8rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The feature pieces src/app puts into the bar: layouts never import a feature. */
export interface NavBarSlots {
  /** The search field shown from 768 px. */
  searchBox: ReactNode;
  /** Below 768 px: the button that opens the search overlay. */
  searchButton: ReactNode;
  /** Shown to a signed-in person instead of Sign Up. */
  accountMenu: ReactNode;
}

/** Top bar: links (side menu below 1280 or 1360 px), search, saved recipes, Log in and Sign Up or the avatar menu. */
export function NavBar({ searchBox, searchButton, accountMenu }: NavBarSlots) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Header data-print="hide">
      <Bar>
        <OnlyNarrowNav $signedIn={isSignedIn}>
          <IconButton
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </OnlyNarrowNav>
        <Brand />
        <Wide aria-label="Main" $signedIn={isSignedIn}>
          <NavLinks />
        </Wide>
        <WideSearch>{searchBox}</WideSearch>
        <NarrowSearch>{searchButton}</NarrowSearch>
        <HeartLink to="/dashboard/saved-recipes" aria-label="Saved recipes">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.3h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        </HeartLink>
        {isSignedIn ? (
          accountMenu
        ) : (
          <>
            <LogIn to="/auth/login">Log in</LogIn>
            <SignUp to="/auth/register">Sign Up</SignUp>
          </>
        )}
      </Bar>
      <SideMenu open={menuOpen} onClose={closeMenu} brand={<Brand />} signedOut={!isSignedIn} />
    </Header>
  );
}
