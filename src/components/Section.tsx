import styled from 'styled-components';
import { row } from '@/theme/layout';
import { mq } from '@/theme/theme';

/** The centred page column every public page sits in. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin: 0 auto;
  padding: 0 1.25rem;
  ${mq.md} {
    padding: 0 2rem;
  }
`;

/** Vertical rhythm between page sections. */
export const PageSection = styled.section`
  padding: 2.5rem 0;
  ${mq.lg} {
    padding: 4rem 0;
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 0.4rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentDark};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem);
  margin: 0;
`;

export const PageTitle = styled.h1`
  font-size: clamp(2rem, 1.5rem + 2vw, 3rem);
  margin: 0 0 0.5rem;
`;

export const Lead = styled.p`
  max-width: 62ch;
  margin: 0.5rem 0 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A section's title with a link beside it (e.g. 'See all'), the link wrapping under on a narrow screen. */
export const SectionHead = styled.div`
  ${row({ wrap: 'wrap', align: 'end', justify: 'space-between', gap: '1rem' })}
  a {
    font-weight: 700;
    text-decoration: none;
  }
`;
