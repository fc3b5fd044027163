import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { WEEKDAYS } from '@contract/constants';
import { parseIsoDate, todayIn, weekLabel, weekStartOf, type IsoDate } from '@contract/weeks';
import { useGetCategoriesQuery } from '@/api/cms';
import { useGetHouseholdQuery } from '@/api/household';
import { useGetMealPlansQuery } from '@/api/mealPlans';
import { useGetShoppingListQuery } from '@/api/shopping';
import { Button } from '@/components/Button';
import { PageSpinner } from '@/components/Spinner';
import { DASHBOARD_PLANNER_PATH } from '@/entities/meal-plan';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PrintedList } from './PrintedList';
import { PrintedPlan } from './PrintedPlan';

/**
 * On screen, two sheets of paper one under the other; on paper, the same two pages (A4 or
 * Letter, 12 mm margins from the global @page), the list starting a page of its own.
 */
const Page = styled.main`
  min-height: 100vh;
  padding: 1rem 0.75rem 3rem;
  background: ${({ theme }) => theme.colors.background};
  @media print {
    min-height: 0;
    padding: 0;
    background: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  max-width: 210mm;
  margin: 0 auto 1rem;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Sheet = styled.section`
  max-width: 210mm;
  margin: 0 auto 1.5rem;
  padding: 1.5rem 1rem;
  background: #fff;
  color: #000;
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: 0.95rem;
  line-height: 1.35;
  &[data-page-break='before'] {
    break-before: page;
  }
  @media (min-width: 640px) {
    padding: 2rem 2.25rem;
  }
  @media print {
    max-width: none;
    margin: 0;
    padding: 0;
    border-radius: 0;
    box-shadow: none;
    font-size: 10.5pt;
  }
`;

/** Each sheet's title: the week's name (the page's h1), then "Shopping list". */
const SheetTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.5rem;
  @media print {
    margin-bottom: 4mm;
    font-size: 16pt;
  }
`;

const Problem = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  p {
    margin: 0;
  }
`;

/** A part that did not load: said on the sheet, with "Try again" on screen only. */
function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Problem role="alert">
      <p>{message}</p>
      <span data-print="hide">
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </span>
    </Problem>
  );
}

/** The week the address names (`?week=` any date inside it), else this week where the family is. */
function usePrintedWeek(): IsoDate {
  const [params] = useSearchParams();
  const asked = parseIsoDate(params.get('week'));
  const { data: household } = useGetHouseholdQuery(asked ? skipToken : undefined);
  if (asked) return weekStartOf(asked);
  return weekStartOf(todayIn(household?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone));
}

/** "Print the week" (issue 39): page 1 the week's plan, page 2 its shopping list. */
export default function PrintWeekPage() {
  const start = usePrintedWeek();
  const title = `Week of ${weekLabel(start, new Date().getFullYear())}`;
  useDocumentTitle(title);
  const plan = useGetMealPlansQuery({ week: start });
  const categories = useGetCategoriesQuery();
  const list = useGetShoppingListQuery({ days: [...WEEKDAYS], week: start });

  if (plan.isLoading || categories.isLoading || list.isLoading)
    return <PageSpinner label="Loading the week" fullScreen />;

  return (
    <Page>
      <Toolbar data-print="hide">
        <BackLink to={`${DASHBOARD_PLANNER_PATH}?week=${start}`}>Back to the planner</BackLink>
        <Button onClick={() => window.print()}>Print</Button>
      </Toolbar>
      <Sheet aria-labelledby="printed-plan-title">
        <SheetTitle as="h1" id="printed-plan-title">
          {title}
        </SheetTitle>
        {plan.data && categories.data ? (
          <PrintedPlan week={plan.data} categories={categories.data} />
        ) : (
          <LoadProblem
            message="The plan could not be loaded."
            onRetry={() => {
              if (!plan.data) void plan.refetch();
              if (!categories.data) void categories.refetch();
            }}
          />
        )}
      </Sheet>
      <Sheet aria-labelledby="printed-list-title" data-page-break="before">
        <SheetTitle id="printed-list-title">Shopping list</SheetTitle>
        {list.data ? (
          <PrintedList list={list.data} />
        ) : (
          <LoadProblem message="The shopping list could not be loaded." onRetry={() => void list.refetch()} />
        )}
      </Sheet>
    </Page>
  );
}
