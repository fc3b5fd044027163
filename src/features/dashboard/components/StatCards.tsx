import styled from 'styled-components';
import { cardSurface } from '@/components/cardSurface';
import { mq } from '@/theme/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.div`
  display: grid;
  gap: 0.2rem;
  padding: 1.1rem 1.25rem;
  ${cardSurface}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.9rem;
    font-weight: 700;
  }
`;

/** Small figures at the top of the overview (how many shared, how many saved). */
export function StatCards({ stats }: { stats: { label: string; value: number | undefined }[] }) {
  return (
    <List>
      {stats.map((stat) => (
        <Card key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value ?? '–'}</dd>
        </Card>
      ))}
    </List>
  );
}
