import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useGetLibrariesQuery, useGetSiteSettingsQuery, useGetSocialLinksQuery } from '@/api/cms';
import { Container } from '@/components/Section';
import { circle, row } from '@/theme/layout';
import { mq } from '@/theme/theme';
import { Brand } from './Brand';
import { SOCIAL_LABELS, SocialIcon } from './SocialIcon';
import { useDeferredResult } from '@/lib/useDeferredResult';

// DOMPurify (~9 KB gzipped) is only needed for the footer's blurb, far below the fold: load it later.
const SafeHtml = lazy(() =>
  import(/* webpackChunkName: "safe-html" */ '@/components/SafeHtml').then((module) => ({ default: module.SafeHtml })),
);

const Shell = styled.footer`
  margin-top: 3rem;
  padding: 3.5rem 0 2rem;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.border};
  a {
    color: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* the blue ring is too faint on the dark footer: a white one instead */
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.surface};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${mq.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const About = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
  max-width: 40ch;
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const ColumnTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.surface};
`;

const Links = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bottom = styled.div`
  ${row({ wrap: 'wrap', align: 'center', justify: 'space-between', gap: '1rem' })};
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.9rem;
  p {
    margin: 0;
  }
`;

const Socials = styled.ul`
  ${row({ gap: '0.5rem' })};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    ${circle('44px')};
    background: rgba(255, 255, 255, 0.1);
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const EXPLORE = [
  { to: '/', label: 'Home' },
  { to: '/dashboard/dashboard-share-recipes', label: 'Share recipe' },
  { to: '/meal-planner', label: 'Meal planner' },
  { to: '/recipe-library', label: 'Recipe library' },
  { to: '/blog', label: 'Blog' },
];

/** A titled column of the footer's links (Explore, Diets). */
function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <ColumnTitle>{title}</ColumnTitle>
      <Links>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Links>
    </nav>
  );
}

/** SPEC.md §2 footer: Explore links, one link per diet, description, copyright, social icons. */
export function Footer() {
  const { data: settings } = useGetSiteSettingsQuery();
  const { data: libraries = [] } = useDeferredResult(useGetLibrariesQuery());
  const { data: socials = [] } = useDeferredResult(useGetSocialLinksQuery());
  return (
    <Shell data-print="hide">
      <Container>
        <Columns>
          <About>
            <Brand inverted />
            {settings?.descriptionHtml && (
              <Suspense fallback={null}>
                <SafeHtml html={settings.descriptionHtml} />
              </Suspense>
            )}
          </About>
          <LinkColumn title="Explore" links={EXPLORE} />
          <LinkColumn
            title="Diets"
            links={libraries.map((library) => ({ to: `/recipes/recipe_library/${library.id}`, label: library.name }))}
          />
        </Columns>
        <Bottom>
          <p>{settings?.copyright || `© ${new Date().getFullYear()} Forkcast`}</p>
          <Socials aria-label="Social media">
            {socials.map((social) => (
              <li key={social.id}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Forkcast on ${SOCIAL_LABELS[social.network] ?? social.network}`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </Socials>
        </Bottom>
      </Container>
    </Shell>
  );
}
