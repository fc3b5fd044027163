import { css } from 'styled-components';

/** A list drawn without bullets or indent: a block that lays its items out itself. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
