import { Link } from 'react-router';
import styled from 'styled-components';
import { row } from '@/theme/layout';

/** A sentence with one link in it, e.g. "New to Forkcast? Create an account". */
export const Prompt = styled.p`
  margin: 0;
`;

export const StrongLink = styled(Link)`
  font-weight: 700;
`;

export const InlineRow = styled.div`
  ${row({ justify: 'flex-end' })}
  margin-top: -0.35rem;
  font-size: 0.92rem;
`;
