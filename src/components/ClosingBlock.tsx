import { Link } from 'react-router';
import styled from 'styled-components';
import { centred } from '@/theme/layout';
import { bareList } from './bareList';
import { cardSurface } from './cardSurface';
import { Container } from '@/components/Section';
import { mq } from '@/theme/theme';
import { Icon, type IconName } from '@/components/Icon';

const Band = styled.section`
  padding: 1rem 0 2rem;
`;

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  ${bareList}
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

/**
 * The whole tile is clickable through one link, its title (a stretched link: the title's
 * ::after covers the tile), so the link's name is exactly its visible label and the text and
 * cue are read as the tile's content, not crammed into the name.
 */
const TileLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

const Tile = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: 0.35rem;
  height: 100%;
  padding: 1.5rem;
  border: 1px solid transparent;
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &:hover ${Title} {
    text-decoration: underline;
  }
  &:hover ${Cue}, &:focus-within ${Cue} {
    transform: translateX(4px);
  }
`;

const IconBadge = styled.span`
  ${centred}
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
  return (
    <Band aria-label="Keep exploring">
      <Container>
        <Grid>
          {TILES.map((tile) => (
            <Tile key={tile.to}>
              <IconBadge>
                <Icon name={tile.icon} size={22} />
              </IconBadge>
              <Title>
                <TileLink to={tile.to}>{tile.title}</TileLink>
              </Title>
              <Text>{tile.text}</Text>
              <Cue aria-hidden="true">{tile.cue} →</Cue>
            </Tile>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}
