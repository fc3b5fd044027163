import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '@/components/Section';
import { mq } from '@/theme/theme';
import { Icon, type IconName } from '@/components/Icon';

const Band = styled.section`
  padding: 1rem 0 2rem;
`;

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled(Link)`
  display: grid;
  gap: 0.35rem;
  height: 100%;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-size: 1.1rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: 0.4rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const TILES: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: '/recipe-library',
    icon: 'book',
    title: 'Browse by diet',
    text: 'Vegetarian, vegan, keto and more, all in one library.',
  },
  {
    to: '/meal-planner',
    icon: 'calendar',
    title: 'Plan your week',
    text: 'Saturday to Friday, breakfast to dinner, in minutes.',
  },
  {
    to: '/dashboard/share-recipes',
    icon: 'chef',
    title: 'Share a recipe',
    text: 'Help another family find their next favourite.',
  },
];

/** The footer-type block of SPEC.md §2: quick routes onward at the end of a page. */
export function ClosingBlock() {
  return (
    <Band aria-label="Keep exploring">
      <Container>
        <Grid>
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Tile to={tile.to}>
                <IconBadge>
                  <Icon name={tile.icon} size={22} />
                </IconBadge>
                <strong>{tile.title}</strong>
                <span>{tile.text}</span>
              </Tile>
            </li>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}
