import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pill } from '@/theme/layout';
import { Drawer } from '../shell/Drawer';
import { NavLinks } from './NavLinks';

const Account = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: auto;
`;

const SignUp = styled(Link)`
  padding: 0.85rem 1rem;
  ${pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  text-align: center;
  font-weight: 700;
  text-decoration: none;
`;

const LogIn = styled(Link)`
  padding: 0.75rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  ${pill};
  color: ${({ theme }) => theme.colors.primaryDark};
  text-align: center;
  font-weight: 700;
  text-decoration: none;
`;

/**
 * Narrow screens: the slide-in drawer with the bar's links, and Log in and Sign Up when signed out.
 * Closes on a link, the backdrop, the close button or Escape.
 */
export function SideMenu({
  open,
  onClose,
  brand,
  signedOut,
}: {
  open: boolean;
  onClose: () => void;
  brand: ReactNode;
  /** Offers Log in and Sign Up. */
  signedOut: boolean;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      brand={brand}
      panel={{ as: 'nav', id: 'side-menu', label: 'Menu' }}
      backdropTestId="side-menu-backdrop"
    >
      <NavLinks vertical onNavigate={onClose} />
      {signedOut && (
        <Account>
          <LogIn to="/auth/login" onClick={onClose}>
            Log in
          </LogIn>
          <SignUp to="/auth/register" onClick={onClose}>
            Sign Up
          </SignUp>
        </Account>
      )}
    </Drawer>
  );
}
