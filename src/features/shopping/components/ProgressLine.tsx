import styled from 'styled-components';
import { ProgressBar } from '@/components/ProgressBar';
import { hideInPrint } from './print';

const Wrap = styled.div`
  display: grid;
  gap: 0.4rem;
  ${hideInPrint}
`;

const Line = styled.p`
  margin: 0;
  font-weight: 600;
`;

/**
 * "12 of 30 bought", announced politely as boxes are ticked. The live region is always there
 * (a region added with its text is not read out); the bar repeats the line for sighted people.
 */
export function ProgressLine({ bought, total }: { bought: number; total: number }) {
  return (
    <Wrap>
      <Line aria-live="polite">{total > 0 ? `${bought} of ${total} bought` : ''}</Line>
      {total > 0 && (
        <div aria-hidden="true">
          <ProgressBar label="Bought" value={bought} max={total} />
        </div>
      )}
    </Wrap>
  );
}
