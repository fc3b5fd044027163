import type { ReactNode } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { mq } from '@/theme/theme';

const Header = styled.header`
  ${row({ wrap: 'wrap', align: 'flex-end', justify: 'space-between', gap: '1rem' })}
  margin-bottom: 1.5rem;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  p {
    margin: 0.35rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 60ch;
  }
  ${mq.md} {
    margin-bottom: 2rem;
  }
`;

interface PageHeaderProps {
  title: string;
  intro?: string;
  children?: ReactNode;
  /** For a page that needs more room below its header (`styled(PageHeader)`). */
  className?: string;
}

/** The title block every dashboard page opens with. */
export function PageHeader({ title, intro, children, className }: PageHeaderProps) {
  return (
    <Header className={className}>
      <div>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {children}
    </Header>
  );
}
