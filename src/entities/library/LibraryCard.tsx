import { Link } from 'react-router';
import styled from 'styled-components';
import type { Library } from '@/api/cms';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { countOf } from '@/lib/plural';

const Card = styled(Link)`
  position: relative;
  display: block;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primarySoft};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.surface};
  text-decoration: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.4s ease;
  }
  &:hover img {
    transform: scale(1.05);
  }
`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: 2.5rem 1.1rem 1rem;
  background: linear-gradient(180deg, transparent, rgba(17, 24, 20, 0.82));
  h3 {
    margin: 0;
    font-size: 1.3rem;
    color: inherit;
  }
  p {
    margin: 0.2rem 0 0;
    font-size: 0.9rem;
  }
`;

/** A diet library: image, diet name and recipes count; opens its recipes. */
export function LibraryCard({
  library,
  headingLevel = 3,
  eager = false,
}: {
  library: Library;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card to={`/recipes/recipe_library/${library.id}`}>
      <ResponsiveImage
        path={library.image}
        alt=""
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 92vw"
        eager={eager}
      />
      <Caption>
        <Heading>{library.name}</Heading>
        <p>{countOf(library.recipesCount, 'recipe')}</p>
      </Caption>
    </Card>
  );
}
