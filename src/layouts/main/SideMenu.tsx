import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { containTab } from '@/components/containTab';
import { NavLinks } from './NavLinks';
import { useScrollLock } from './useScrollLock';

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 800;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity 0.2s ease;
`;

const Panel = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 810;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  width: min(320px, 86vw);
  padding: 1rem 1rem 2rem;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-y: auto;
  transform: translateX(-100%);
  transition: transform 0.25s ease;
  visibility: hidden;
  ${({ $open }) =>
    $open &&
    css`
      transform: none;
      visibility: visible;
    `}
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
  cursor: pointer;
  svg {
    width: 22px;
    height: 22px;
  }
`;

const Account = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: auto;
`;

const SignUp = styled(Link)`
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  text-align: center;
  font-weight: 700;
  text-decoration: none;
`;

const LogIn = styled(Link)`
  padding: 0.75rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primaryDark};
  text-align: center;
  font-weight: 700;
  text-decoration: none;
`;

/**
 * Narrow screens: slide-in menu with the same links, a backdrop and scroll lock.
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
  const close = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const menu = panel.current;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // Tab stays in the open menu instead of reaching the page behind the backdrop.
      else containTab(event, menu);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Focus left in the now hidden menu would be lost: back to the button that opened it.
      if (menu?.contains(document.activeElement) || document.activeElement === document.body) opener?.focus?.();
    };
  }, [open, onClose]);

  return (
    <>
      <Backdrop $open={open} data-testid="side-menu-backdrop" onClick={onClose} aria-hidden="true" />
      <Panel ref={panel} $open={open} id="side-menu" aria-label="Menu" aria-hidden={!open}>
        <Top>
          {brand}
          <Close ref={close} type="button" aria-label="Close menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Close>
        </Top>
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
      </Panel>
    </>
  );
}
