import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
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
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: ${TOP_BAR_HEIGHT}px;
  padding: 0 1rem;
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`;

/** Fixed top bar: logo, main navigation, heart shortcut, avatar with the profile card. */
export function DashboardTopBar({
  menuOpen,
  onOpenMenu,
  accountMenu,
}: {
  menuOpen: boolean;
  onOpenMenu: () => void;
  accountMenu: ReactNode;
}) {
  return (
    <Bar>
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
        <HeartLink to="/dashboard/saved-recipes" aria-label="Favorite recipes">
          {FAVORITES_ICON}
        </HeartLink>
        {accountMenu}
      </End>
    </Bar>
  );
}
