import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Brand } from '../main/Brand';
import { currentNavItem, NAV_ITEMS } from '../main/navLinks';
import { Drawer } from '../shell/Drawer';
import { DashboardMenu } from './DashboardMenu';

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

/** The slide-in side menu of narrow screens: the dashboard entries and the site's links. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = currentNavItem(NAV_ITEMS, useLocation().pathname);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      brand={<Brand />}
      panel={{ as: 'dialog', label: 'Dashboard menu' }}
      backdropTestId="dashboard-menu-backdrop"
    >
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
    </Drawer>
  );
}
