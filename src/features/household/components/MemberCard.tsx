import { useId } from 'react';
import styled from 'styled-components';
import { pill, row } from '@/theme/layout';
import { bareList } from '@/components/bareList';
import { softPill } from '@/components/softPill';
import { cardSurface } from '@/components/cardSurface';
import { ALLERGEN_NAMES, DIET_NAMES, MEMBER_AGE_GROUP_LABELS } from '@contract/constants';
import type { HouseholdMember } from '@/api/models';
import { Button } from '@/components/Button';
import { formatPortion } from '@/entities/household';

const Card = styled.article`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  height: 100%;
  min-width: 0;
  padding: 1.1rem 1.25rem;
  ${cardSurface}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.2rem;
  overflow-wrap: anywhere;
`;

/** Said in words, the colour only a frame for them: 'Has an account', or 'Parent' (who always has one). */
const AccountBadge = styled.p`
  justify-self: start;
  margin: 0;
  padding: 0.1rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  ${softPill}
  font-size: 0.8rem;
  font-weight: 600;
`;

const You = styled.span`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.95rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Line = styled.p`
  margin: 0;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;

const Caption = styled.span`
  font-weight: 600;
`;

const Badges = styled.ul<{ $tone: 'allergen' | 'diet' }>`
  ${row({ gap: '0.35rem', wrap: 'wrap' })}
  ${bareList}
  li {
    padding: 0.15rem 0.65rem;
    ${pill}
    background: ${({ $tone, theme }) => ($tone === 'allergen' ? theme.colors.accentSoft : theme.colors.primarySoft)};
    color: ${({ $tone, theme }) => ($tone === 'allergen' ? theme.colors.accentText : theme.colors.primaryDark)};
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  ${row({ gap: '0.5rem', wrap: 'wrap' })}
  margin-top: auto;
  padding-top: 0.4rem;
`;

const Row = styled.div`
  ${row({ align: 'baseline', gap: '0.4rem', wrap: 'wrap' })}
  font-size: 0.95rem;
`;

/** A visible caption and its badges, the list named by the caption. */
function Labelled({ caption, tone, items }: { caption: string; tone: 'allergen' | 'diet'; items: string[] }) {
  const captionId = useId();
  return (
    <Row>
      <Caption id={captionId}>{caption}:</Caption>
      <Badges $tone={tone} aria-labelledby={captionId}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Badges>
    </Row>
  );
}

export interface MemberCardProps {
  member: HouseholdMember;
  /** Whether the signed-in account is a parent of the family: it may remove and promote accounts. */
  youAreParent: boolean;
  onEdit: (member: HouseholdMember) => void;
  onRemove: (member: HouseholdMember) => void;
  onPromote: (member: HouseholdMember) => void;
}

/**
 * One person at the table: whether they sign in themselves (and so share the plan) and whether
 * they are a parent of the family, age group, portion, allergies, diets and dislikes; Edit, and
 * Remove for anyone who does not sign in. Another account is removed ("Remove from family") or
 * made a parent by a parent only; everyone else leaves by themselves ("Leave family").
 */
export function MemberCard({ member, youAreParent, onEdit, onRemove, onPromote }: MemberCardProps) {
  const nameId = useId();
  const otherAccount = member.hasAccount && !member.isYou;
  return (
    // Takes the focus when the button that was in use leaves it (a new parent's "Make parent").
    <Card aria-labelledby={nameId} tabIndex={-1} data-member-id={member.id}>
      <Name id={nameId}>
        {member.name}
        {member.isYou && <You> (you)</You>}
      </Name>
      {member.hasAccount && <AccountBadge>{member.role === 'parent' ? 'Parent' : 'Has an account'}</AccountBadge>}
      <Facts>
        {MEMBER_AGE_GROUP_LABELS[member.ageGroup] ?? member.ageGroup} · {formatPortion(member.portion)}
      </Facts>
      {member.allergens.length > 0 ? (
        <Labelled
          caption="Allergies"
          tone="allergen"
          items={member.allergens.map((code) => ALLERGEN_NAMES[code] ?? code)}
        />
      ) : (
        <Line>No allergies</Line>
      )}
      {member.diets.length > 0 && (
        <Labelled caption="Diets" tone="diet" items={member.diets.map((code) => DIET_NAMES[code] ?? code)} />
      )}
      {member.dislikes.length > 0 && (
        <Line>
          <Caption>Dislikes:</Caption> {member.dislikes.join(', ')}
        </Line>
      )}
      <Actions>
        <Button variant="secondary" onClick={() => onEdit(member)}>
          Edit<span className="visually-hidden"> {member.name}</span>
        </Button>
        {!member.hasAccount && (
          <Button variant="ghost" onClick={() => onRemove(member)}>
            Remove<span className="visually-hidden"> {member.name}</span>
          </Button>
        )}
        {otherAccount && youAreParent && member.role !== 'parent' && (
          <Button variant="secondary" onClick={() => onPromote(member)}>
            Make parent<span className="visually-hidden"> {member.name}</span>
          </Button>
        )}
        {otherAccount && youAreParent && (
          <Button variant="ghost" onClick={() => onRemove(member)}>
            Remove from family<span className="visually-hidden"> {member.name}</span>
          </Button>
        )}
      </Actions>
    </Card>
  );
}
