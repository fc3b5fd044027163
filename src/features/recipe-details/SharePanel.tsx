import { useLocation } from 'react-router';
import styled from 'styled-components';
import { pill, row } from '@/theme/layout';
import { ERRORS, SUCCESS } from '@contract/messages';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { Panel } from './Panel';
import { Icon } from '@/components/Icon';
import { usePageOrigin } from '@/lib/host';

const Row = styled.div`
  ${row({ wrap: 'wrap', gap: '0.5rem' })}
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 1rem;
    ${pill}
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    font-size: 0.92rem;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Share links built from the page's full URL (SPEC.md §2). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Instagram', href: `https://www.instagram.com/?url=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
  ];
}

export function SharePanel({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  // The visitor's address once the app runs (PUBLIC_URL's, or a path, in the server's HTML).
  const origin = usePageOrigin();
  const url = `${origin}${location.pathname}${location.search}${location.hash}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(showSuccess(SUCCESS.linkCopied));
    } catch {
      dispatch(showError(ERRORS.generic));
    }
  };
  return (
    <Panel aria-labelledby="share-title">
      <h2 id="share-title">Share this recipe</h2>
      <Row>
        {shareLinks(url, title).map((link) => (
          <a
            key={link.network}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share on ${link.network} (opens in a new tab)`}
          >
            {link.network}
          </a>
        ))}
        <button type="button" onClick={copy}>
          <Icon name="link" size={16} /> Copy link
        </button>
        {/* The browser's own dialog: the page prints as the recipe alone (RecipeDetailsView). */}
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </Row>
    </Panel>
  );
}
