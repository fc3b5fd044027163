import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { mq } from '@/theme/theme';
import { Brand } from '../main/Brand';
import { currentNavItem, NAV_ITEMS } from '../main/navLinks';
import { useScrollLock } from '../main/useScrollLock';
import { DashboardMenu } from './DashboardMenu';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 800;
  background: ${({ theme }) => theme.colors.overlay};
  ${mq.md} {
    display: none;
  }
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 810;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  width: min(300px, 86vw);
  padding: 1rem 1rem 2rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: slide-in 0.22s ease-out;
  @keyframes slide-in {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: none;
    }
  }
  ${mq.md} {
    display: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const SiteLinks = styled.ul`
  display: grid;
  gap: 0.1rem;
  margin: 0;
  padding: 1rem 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  a {
    display: block;
    padding: 0.55rem 0.9rem;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
  }
`;

const Heading = styled.h2`
  margin: 0 0 0.25rem 0.9rem;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.78rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The slide-in side menu of narrow screens: the dashboard entries and the site's links
 * over a backdrop. Closes on a choice, the backdrop, the close button and Escape; the page
 * behind does not scroll while it is open.
 */
export function MenuDrawer({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  const current = currentNavItem(NAV_ITEMS, useLocation().pathname);
  useScrollLock(true);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => opener?.focus?.();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <Backdrop data-testid="dashboard-menu-backdrop" onClick={onClose} />
      <Panel role="dialog" aria-modal="true" aria-label="Dashboard menu">
        <Top>
          <Brand />
          <Close ref={close} type="button" aria-label="Close menu" onClick={onClose}>
            ×
          </Close>
        </Top>
        <nav aria-label="Dashboard">
          <Heading>Dashboard</Heading>
          <DashboardMenu onNavigate={onClose} />
        </nav>
        <nav aria-label="Site">
          <SiteLinks>
            {NAV_ITEMS.filter((item) => !item.to.startsWith('/dashboard')).map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={onClose} aria-current={item === current ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </SiteLinks>
        </nav>
      </Panel>
    </>
  );
}
