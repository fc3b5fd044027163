import { useId } from 'react';
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

const Title = styled.strong`
  font-size: 1.1rem;
`;

const Text = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The "go" cue: says the tile is a link before anyone hovers it. */
const Cue = styled.span`
  justify-self: start;
  margin-top: 0.35rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  transition: transform 0.2s ease;
`;

/** The whole tile is one link: its title, text and cue are its name. */
const Tile = styled(Link)`
  display: grid;
  align-content: start;
  gap: 0.35rem;
  height: 100%;
  padding: 1.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &:hover ${Title} {
    text-decoration: underline;
  }
  &:hover ${Cue}, &:focus-visible ${Cue} {
    transform: translateX(4px);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
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

const TILES: { to: string; icon: IconName; title: string; text: string; cue: string }[] = [
  {
    to: '/recipe-library',
    icon: 'book',
    title: 'Browse by diet',
    text: 'Vegetarian, vegan, keto and more, all in one library.',
    cue: 'Open the library',
  },
  {
    to: '/meal-planner',
    icon: 'calendar',
    title: 'Plan your week',
    text: 'Saturday to Friday, breakfast to dinner, in minutes.',
    cue: 'Open the planner',
  },
  {
    to: '/dashboard/share-recipes',
    icon: 'chef',
    title: 'Share a recipe',
    text: 'Help another family find their next favourite.',
    cue: 'Share yours',
  },
];

/** The footer-type block of SPEC.md §2: quick routes onward at the end of a page, each tile one link. */
export function ClosingBlock() {
  const id = useId();
  return (
    <Band aria-label="Keep exploring">
      <Container>
        <Grid>
          {TILES.map((tile, index) => (
            <li key={tile.to}>
              {/* Named by its title (a short link name), described by its text. */}
              <Tile to={tile.to} aria-labelledby={`${id}-${index}-title`} aria-describedby={`${id}-${index}-text`}>
                <IconBadge>
                  <Icon name={tile.icon} size={22} />
                </IconBadge>
                <Title id={`${id}-${index}-title`}>{tile.title}</Title>
                <Text id={`${id}-${index}-text`}>{tile.text}</Text>
                <Cue>
                  {tile.cue} <span aria-hidden="true">→</span>
                </Cue>
              </Tile>
            </li>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}
