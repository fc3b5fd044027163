import { useEffect, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ctaPill } from '@/components/CtaLink';
import { TextArea } from '@/components/form';
import { usePageOrigin } from '@/lib/host';
import { bookmarkletHref } from './bookmarklet';

const Pill = styled.a`
  ${ctaPill}
  justify-self: start;
  cursor: grab;
`;

const CopyFallback = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ol {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
  textarea {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
    font-size: 0.8rem;
  }
`;

const CopyParts = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  > * {
    justify-self: stretch;
  }
  > button {
    justify-self: start;
  }
`;

const Said = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
`;

/**
 * "Add to Forkcast": a bookmark that sends the recipe page the cook is on (as their browser has
 * it) to Forkcast. Built for the address this page was opened at, once the app runs. React
 * refuses `javascript:` in an href it renders, so the address is set on the element itself.
 * Clicked here it would send Forkcast's own page: it says to drag it instead. Keyboard users
 * copy its code into a bookmark of their own.
 */
export function BookmarkletLink() {
  const origin = usePageOrigin();
  const href = origin ? bookmarkletHref(origin) : '';
  const link = useRef<HTMLAnchorElement>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (href) link.current?.setAttribute('href', href);
  }, [href]);

  const notHere = (event: MouseEvent) => {
    event.preventDefault();
    setSaid('Drag the button to your bookmarks bar; on a recipe page, click the bookmark.');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setSaid('Copied: now make a bookmark and paste the code as its address.');
    } catch {
      document.querySelector<HTMLTextAreaElement>('#bookmarklet-code')?.select();
      setSaid('Copy the selected code, then make a bookmark and paste it as its address.');
    }
  };

  return (
    <>
      <Pill ref={link} onClick={notHere} aria-describedby="bookmarklet-how">
        Add to Forkcast
      </Pill>
      <p id="bookmarklet-how">Drag this to your bookmarks bar; on a recipe page, click it.</p>
      <CopyFallback>
        <summary>Can’t drag it? Copy its code</summary>
        <CopyParts>
          <ol>
            <li>Copy the code below.</li>
            <li>Add a bookmark (Ctrl+D, or ⌘D on a Mac) and edit it.</li>
            <li>Name it “Add to Forkcast” and paste the code as its address (URL).</li>
          </ol>
          <TextArea id="bookmarklet-code" look="editor" label="Bookmarklet code" value={href} readOnly rows={3} />
          <Button variant="secondary" onClick={copy} disabled={!href}>
            Copy the code
          </Button>
        </CopyParts>
      </CopyFallback>
      <Said role="status">{said}</Said>
    </>
  );
}
