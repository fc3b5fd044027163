import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { WEEK_MESSAGES } from '@contract/messages';
import { useGetCalendarFeedQuery, useRenewCalendarFeedMutation } from '@/api/household';
import { Button } from '@/components/Button';
import { ctaPill } from '@/components/CtaLink';
import { TextArea } from '@/components/form';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import { ConfirmDialog } from './ConfirmDialog';
import { ButtonRow, CopyNote, PanelText, PanelTitle, SharePanel } from './shareParts';

export const FEED_COPIED = 'Link copied: paste it into your calendar.';
export const FEED_NOT_COPIED = 'Couldn’t copy it here: the link is selected, copy it yourself.';

/** "Open in Apple Calendar": a webcal:// link drawn as the compact pill. */
const AppleLink = styled.a`
  ${ctaPill}
  padding: 0.6rem 1.25rem;
  font-weight: 600;
`;

const Steps = styled.div`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
  li + li {
    margin-top: 0.2rem;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * "Add the plan to your calendar": the family's private feed URL (read-only, wrapped anywhere, a
 * Copy button that falls back to selecting it), "Open in Apple Calendar", how to subscribe in
 * Google Calendar and Apple Calendar, and, for parents, "Make a new link" (the old one stops
 * working).
 */
export function CalendarFeedPanel({ youAreParent }: { youAreParent: boolean }) {
  const titleId = useId();
  const feed = useGetCalendarFeedQuery();
  const [renew] = useRenewCalendarFeedMutation();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const linkArea = useRef<HTMLDivElement>(null);
  const url = feed.data?.url ?? '';

  const selectLink = () => {
    const text = linkArea.current?.querySelector('textarea');
    text?.focus();
    text?.select();
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setNote(FEED_COPIED);
    } catch {
      selectLink();
      setNote(FEED_NOT_COPIED);
    }
  };

  return (
    <SharePanel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Add the plan to your calendar</PanelTitle>
      <PanelText>
        Each planned meal shows in your calendar at its meal time, and follows the plan as it changes. Anyone with this
        link can see your family’s plan: share it only with your family.
      </PanelText>
      {feed.data ? (
        <>
          <div ref={linkArea}>
            <TextArea
              label="Your family’s calendar link"
              value={url}
              readOnly
              rows={3}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <ButtonRow>
            <Button variant="secondary" onClick={() => void copy()}>
              Copy link
            </Button>
            <AppleLink href={feed.data.webcalUrl}>Open in Apple Calendar</AppleLink>
          </ButtonRow>
          <CopyNote aria-live="polite">{note}</CopyNote>
        </>
      ) : feed.isError ? (
        <LoadProblem message="Couldn’t load your calendar link." onRetry={() => void feed.refetch()} />
      ) : (
        <LoadingLines label="Loading your calendar link" widths={[80, 40]} />
      )}
      <Steps>
        <h4>Google Calendar</h4>
        <ol>
          <li>On a computer, open Google Calendar and its Settings.</li>
          <li>Choose Add calendar, then From URL.</li>
          <li>Paste the link and choose Add calendar. It shows on your phone too.</li>
        </ol>
        <Muted>Google refreshes a subscribed calendar every few hours: a change can take that long to show.</Muted>
      </Steps>
      <Steps>
        <h4>Apple Calendar</h4>
        <ol>
          <li>On this iPhone, iPad or Mac: choose Open in Apple Calendar, then Subscribe.</li>
          <li>On a Mac: in Calendar, choose File, then New Calendar Subscription, and paste the link.</li>
          <li>
            On an iPhone: Settings, then Calendar, Accounts, Add Account, Other, Add Subscribed Calendar, and paste the
            link.
          </li>
        </ol>
      </Steps>
      {youAreParent ? (
        <div>
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={!feed.data}>
            Make a new link
          </Button>
        </div>
      ) : (
        <Muted>A parent of the family can make a new link if this one was shared too widely.</Muted>
      )}
      {confirming && (
        <ConfirmDialog
          title="Make a new calendar link?"
          lead="The old link stops working at once: every calendar subscribed to it stops showing the plan until it subscribes to the new link."
          cancelLabel="Keep this link"
          confirmLabel="Make a new link"
          danger
          toastId="calendar-feed"
          run={async () => {
            const { message } = await renew().unwrap();
            setNote('');
            return message || WEEK_MESSAGES.calendarRenewed;
          }}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            selectLink();
          }}
        />
      )}
    </SharePanel>
  );
}
