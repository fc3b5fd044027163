import type { ElementType } from 'react';
import styled from 'styled-components';
import { styleTagsOf } from '@/test/styleTags';
import { circle, pill, row, stack } from '../layout';
import { theme } from '../theme';

/** The declarations styled-components writes for one block, in order. */
function declarationsOf(Block: ElementType): string[] {
  const rule = /\{([^}]*)\}/.exec(styleTagsOf(<Block />))?.[1] ?? '';
  return rule
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean);
}

test('row writes only the options it is given, one property each', () => {
  const Bar = styled.div`
    ${row({ align: 'center', justify: 'space-between', gap: '1rem' })}
    margin: 0;
  `;
  expect(declarationsOf(Bar)).toEqual([
    'display:flex',
    'align-items:center',
    'justify-content:space-between',
    'gap:1rem',
    'margin:0',
  ]);
  const Plain = styled.div`
    ${row()}
  `;
  expect(declarationsOf(Plain)).toEqual(['display:flex']);
});

test('stack is a column that can wrap; circle and pill read the size and the theme', () => {
  const Column = styled.div`
    ${stack({ wrap: 'wrap', gap: '0.5rem' })}
  `;
  expect(declarationsOf(Column)).toEqual(['display:flex', 'flex-direction:column', 'flex-wrap:wrap', 'gap:0.5rem']);
  const Round = styled.button`
    ${circle('48px')}
    ${pill}
  `;
  expect(declarationsOf(Round)).toEqual([
    'display:grid',
    'place-items:center',
    'width:48px',
    'height:48px',
    'border-radius:50%',
    `border-radius:${theme.radii.pill}`,
  ]);
});
