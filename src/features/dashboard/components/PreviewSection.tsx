import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { DASHBOARD_PREVIEW_COUNT } from '@contract/constants';
import { DashboardRecipeGrid } from '@/entities/recipe';

const Section = styled.section`
  display: grid;
  gap: 1.25rem;
`;

const Heading = styled.div`
  ${row({ align: 'baseline', justify: 'space-between', gap: '1rem' })}
  h2 {
    margin: 0;
    font-size: 1.45rem;
  }
  a {
    font-weight: 600;
    white-space: nowrap;
  }
`;

export interface PreviewSectionProps {
  title: string;
  viewAllTo: string;
  ids: number[] | undefined;
  isLoading: boolean;
  emptyText: string;
  linkTo?: (recipeId: number) => string;
  emptyAction?: ReactNode;
}

/** A dashboard preview: the first four recipes of a list and 'View all'. */
export function PreviewSection({ title, viewAllTo, ids, ...grid }: PreviewSectionProps) {
  const headingId = `${viewAllTo.replace(/\W+/g, '-')}-heading`;
  return (
    <Section aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>{title}</h2>
        <Link to={viewAllTo} aria-label={`View all: ${title.toLowerCase()}`}>
          View all <span aria-hidden="true">→</span>
        </Link>
      </Heading>
      <DashboardRecipeGrid
        ids={ids?.slice(0, DASHBOARD_PREVIEW_COUNT)}
        placeholders={DASHBOARD_PREVIEW_COUNT}
        preview
        {...grid}
      />
    </Section>
  );
}
