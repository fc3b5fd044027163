import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { containTab } from '@/components/containTab';
import { row, stack } from '@/theme/layout';
import { IconButton } from '@/components/IconButton';
import { useCloseOnBack } from '@/lib/useCloseOnBack';
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

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 810;
  ${stack({ gap: '1rem' })};
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
  ${row({ align: 'center', justify: 'space-between' })};
`;

const Close = styled(IconButton)`
  background: ${({ theme }) => theme.colors.background};
`;

/** What the panel is to assistive technology: the site's menu is a named nav, the dashboard's a modal dialog. */
export type DrawerPanel = { id: string; label: string; as: 'nav' } | { label: string; as: 'dialog' };

/**
 * The slide-in menu of narrow screens, over a backdrop: the brand and a close button on top, then
 * `children`. Closes on the backdrop, the close button, Escape and Back (the menu's links call `onClose`
 * themselves); while open the page behind does not scroll and Tab stays inside.
 */
export function Drawer({
  open,
  onClose,
  brand,
  panel,
  backdropTestId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  brand: ReactNode;
  panel: DrawerPanel;
  backdropTestId: string;
  children: ReactNode;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useCloseOnBack(open, onClose);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const menu = panelRef.current;
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

  const role =
    panel.as === 'nav' ? ({ as: 'nav', id: panel.id } as const) : ({ role: 'dialog', 'aria-modal': 'true' } as const);
  return (
    <>
      <Backdrop $open={open} data-testid={backdropTestId} onClick={onClose} aria-hidden="true" />
      <Panel ref={panelRef} $open={open} {...role} aria-label={panel.label} aria-hidden={!open}>
        <Top>
          {brand}
          <Close ref={close} type="button" aria-label="Close menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Close>
        </Top>
        {children}
      </Panel>
    </>
  );
}
