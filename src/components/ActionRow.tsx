import styled from 'styled-components';
import { row } from '@/theme/layout';

/** A form's or dialog's buttons, right-aligned; on a narrow screen the main action wraps above Cancel. */
export const ActionRow = styled.div`
  ${row({ justify: 'flex-end', gap: '0.75rem', wrap: 'wrap-reverse' })}
`;
