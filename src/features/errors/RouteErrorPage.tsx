import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import styled from 'styled-components';

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 5rem 1.5rem;
  text-align: center;
`;

/** The route-level error screen of each route group (SPEC.md §2). */
export function RouteErrorPage({ area }: { area: string }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'An unexpected error occurred.';
  return (
    <Wrap role="alert">
      <h1>Something went wrong in {area}</h1>
      <p>{detail}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>{' '}
        or <Link to="/">go back to home</Link>.
      </p>
    </Wrap>
  );
}
