import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { mq, theme } from '@/theme/theme';
import { Brand } from '../main/Brand';
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

const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
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

const HeartLink = styled(Link)`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  svg {
    width: 22px;
    height: 22px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.danger};
  }
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
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M12 20s-7-4.3-8.9-8.6C1.9 8.4 3.8 5 7.1 5c1.9 0 3.2 1 3.9 2.1h2C13.7 6 15 5 16.9 5c3.3 0 5.2 3.4 4 6.4C19 15.7 12 20 12 20z" />
          </svg>
        </HeartLink>
        {accountMenu}
      </End>
    </Bar>
  );
}
