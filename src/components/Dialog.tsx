import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { centred, row } from '@/theme/layout';
import { useCloseOnBack } from '@/lib/useCloseOnBack';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  ${centred}
  padding: 1rem;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  width: min(100%, 480px);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Header = styled.div`
  ${row({ align: 'center', justify: 'space-between', gap: '1rem' })}
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  min-width: 44px;
  min-height: 44px;
  border-radius: 50%;
  cursor: pointer;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Modal dialog: labelled by its title, focus moves in and is trapped while open,
 * Escape, the backdrop and Back (useCloseOnBack) close it, focus returns to the opener afterwards.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The keydown listener is attached once per opening; it reads the latest onClose here.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useCloseOnBack(open, onClose);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  // Rendered into <body>: an opener inside a transformed element (a hovered card) would
  // otherwise become the containing block of the fixed backdrop.
  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label="Close" onClick={onClose}>
            ×
          </Close>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
