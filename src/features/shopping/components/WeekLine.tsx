import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { addWeeks, weekLabel, type IsoDate } from '@contract/weeks';
import { searchWithWeek } from '../useShoppingWeek';
import { hideInPrint } from './print';

const Nav = styled.nav`
  ${row({ wrap: 'wrap', align: 'center', justify: 'space-between', gap: '0.25rem 1rem' })}
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  min-width: 0;
  font-size: 1.1rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** "This week" / "Next week" beside the dates: the words a parent plans in. */
const Hint = styled.span`
  margin-left: 0.5rem;
  font-size: 0.85rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Links = styled.div`
  ${row({ wrap: 'wrap', gap: '0 0.25rem' })}
  ${hideInPrint}
`;

/** Text links as tap targets of at least 44 px: the list is used one-handed at the shops. */
const WeekLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 44px;
  padding: 0 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** "This week", "Next week", "Last week", or nothing for weeks further away. */
export function weekHint(week: IsoDate, thisWeek: IsoDate): string | null {
  if (week === thisWeek) return 'This week';
  if (week === addWeeks(thisWeek, 1)) return 'Next week';
  if (week === addWeeks(thisWeek, -1)) return 'Last week';
  return null;
}

/**
 * Which week the list is for ("Sat 28 Nov – Fri 4 Dec"), with links to the weeks either side and
 * back to this week. Links, not buttons: each week is its own address, so Back returns to the last.
 */
export function WeekLine({ week, thisWeek }: { week: IsoDate; thisWeek: IsoDate }) {
  const { search } = useLocation();
  const to = (target: IsoDate) => ({ search: searchWithWeek(search, target === thisWeek ? null : target) });
  const hint = weekHint(week, thisWeek);
  return (
    <Nav aria-label="Week">
      <Name>
        {weekLabel(week, Number(thisWeek.slice(0, 4)))}
        {hint && <Hint>{hint}</Hint>}
      </Name>
      <Links>
        <WeekLink to={to(addWeeks(week, -1))}>
          <span aria-hidden="true">‹</span>Previous week
        </WeekLink>
        {week !== thisWeek && <WeekLink to={to(thisWeek)}>This week</WeekLink>}
        <WeekLink to={to(addWeeks(week, 1))}>
          Next week<span aria-hidden="true">›</span>
        </WeekLink>
      </Links>
    </Nav>
  );
}
