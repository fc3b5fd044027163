import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import type { User } from '@/api/models';
import { Avatar } from '@/components/Avatar';
import { useCloseOnOutsidePress } from '@/components/menu';
import { useCloseOnBack } from '@/lib/useCloseOnBack';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Card = styled.div`
  position: absolute;
  top: calc(100% + 0.6rem);
  right: 0;
  z-index: 60;
  width: 260px;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  ${row({ align: 'center', gap: '0.75rem' })};
  padding-bottom: 0.85rem;
  margin-bottom: 0.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .email {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MenuItem = styled.li`
  a,
  button {
    display: block;
    width: 100%;
    padding: 0.65rem 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The avatar's profile card (SPEC.md §2): avatar, name, email, 'My Profile', 'Sign Out'.
 * Closes on choosing an entry, Escape (focus back to the avatar), Back and a click outside.
 */
export function ProfileMenu({ user, onSignOut }: { user: User | undefined; onSignOut: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useCloseOnBack(open, () => setOpen(false));
  useCloseOnOutsidePress(open, wrap, () => setOpen(false));

  // Not a roving menu (a card of links): Escape closes it wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <Toggle
        ref={toggle}
        type="button"
        aria-label={`Profile menu${user ? ` for ${user.name}` : ''}`}
        aria-expanded={open}
        // the card exists only while open: point at it only then
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user?.name ?? ''} image={user?.avatar} size={40} decorative />
      </Toggle>
      {open && (
        <Card id={menuId}>
          <Who>
            <Avatar name={user?.name ?? ''} image={user?.avatar} size={44} decorative />
            <div style={{ minWidth: 0 }}>
              <p>
                <strong>{user?.name}</strong>
              </p>
              <p className="email">{user?.email}</p>
            </div>
          </Who>
          <Items>
            <MenuItem>
              <Link to="/dashboard/settings" onClick={() => setOpen(false)}>
                My Profile
              </Link>
            </MenuItem>
            <MenuItem>
              <button
                type="button"
                onClick={async () => {
                  // Closed once signed out: closing first would step back over the menu's history
                  // entry while the sign-out's own navigation is under way, and land back here.
                  await onSignOut();
                  setOpen(false);
                }}
              >
                Sign Out
              </button>
            </MenuItem>
          </Items>
        </Card>
      )}
    </Wrap>
  );
}
