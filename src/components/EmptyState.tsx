import type { ReactNode } from 'react';
import styled from 'styled-components';
import { circle } from '@/theme/layout';
import { Icon, type IconName } from './Icon';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 3rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  font-size: 1.1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const IconCircle = styled.span`
  ${circle('56px')}
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/** A friendly "nothing here" box: the SPEC text as its title, an optional hint and action. */
export function EmptyState({
  title,
  icon = 'bowl',
  children,
}: {
  title: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  return (
    <Box role="status">
      <IconCircle>
        <Icon name={icon} size={26} />
      </IconCircle>
      <Title>{title}</Title>
      {children}
    </Box>
  );
}
