import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { row } from '@/theme/layout';
import { mq, theme } from '@/theme/theme';
import { Brand } from '../main/Brand';
import { HeartLink } from '../shell/HeartLink';
import { FAVORITES_ICON } from './menuItems';
import { SiteNav } from './SiteNav';

export const TOP_BAR_HEIGHT = 72;

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 100;
  ${row({ align: 'center', gap: '0.75rem' })};
  height: ${TOP_BAR_HEIGHT}px;
  padding: 0 1rem;
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* A signed-in phone of 320 px holds the menu, logo, search, heart and avatar in one row. */
  @media (max-width: 359px) {
    gap: 0.25rem;
    padding: 0 0.75rem;
  }
  ${mq.md} {
    padding: 0 1.5rem;
    gap: 1.25rem;
  }
`;

const MenuButton = styled(IconButton)`
  color: inherit;
  svg {
    width: 24px;
    height: 24px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  ${mq.md} {
    display: none;
  }
`;

const BELOW_LG = `@media (max-width: ${theme.breakpoints.lg - 1}px)`;

const WideNav = styled(SiteNav)`
  margin-left: 1rem;
  ${BELOW_LG} {
    display: none;
  }
`;

const End = styled.div`
  ${row({ align: 'center', gap: '0.5rem' })};
  margin-left: auto;
  @media (max-width: 359px) {
    gap: 0.25rem;
  }
`;

/** The search button is for phones; from 768 px the site's header has the search box. */
const NarrowSearch = styled.div`
  ${mq.md} {
    display: none;
  }
`;

/** Fixed top bar: logo, main navigation, search on phones, heart shortcut, avatar with the profile card. */
export function DashboardTopBar({
  menuOpen,
  onOpenMenu,
  searchButton,
  accountMenu,
}: {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Below 768 px: the button that opens the search overlay. */
  searchButton: ReactNode;
  accountMenu: ReactNode;
}) {
  return (
    <Bar data-print="hide">
      <MenuButton type="button" aria-label="Open dashboard menu" aria-expanded={menuOpen} onClick={onOpenMenu}>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </MenuButton>
      <Brand />
      <WideNav />
      <End>
        <NarrowSearch>{searchButton}</NarrowSearch>
        <HeartLink to="/dashboard/saved-recipes" aria-label="Favorite recipes">
          {FAVORITES_ICON}
        </HeartLink>
        {accountMenu}
      </End>
    </Bar>
  );
}
