import { Anchor, Badge, Button, Card, Group as Row, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid, QueryList } from '@/components/CardGrid';
import { PageHeader } from '@/components/PageHeader';
import { FatherPhoto } from '@/features/fathers';
import { fullName, nameList } from '@/components/program/labels';
import { useGroups } from '../api/groups';
import type { Group, Member } from '@/lib/api/program';
import { runsGroup, useRole, type Role } from '@/lib/auth/roles';
import { meetingLabel } from '../components/meeting';

/**
 * /fathers-group: every group (a director); the groups he facilitates, then the others (a staff
 * member); or his own with his fellow members (a father).
 */
export function GroupsListRoute() {
  const { t } = useTranslation();
  const role = useRole();
  const staff = role.staff;
  const groups = useGroups();
  const scoped = staff && !role.director;

  return (
    <Stack gap="md">
      <PageHeader
        title={role.director ? t('groups.title') : t('groups.myTitle')}
        description={role.director ? t('groups.description') : scoped ? t('groups.facilitatedDescription') : t('groups.myDescription')}
        actions={
          staff && (
            <Button component={Link} to="/fathers-group/new">
              {t('groups.new')}
            </Button>
          )
        }
      />
      <QueryList query={groups} loadFailed={t('groups.loadFailed')} empty={staff ? t('groups.empty') : t('groups.myEmpty')}>
        {(items) =>
          scoped ? (
            <FacilitatedGroups groups={items} role={role} />
          ) : (
            <CardGrid label={staff ? t('groups.title') : t('groups.myTitle')}>
              {items.map((group) => (
                <GroupCard key={group.id} group={group} showMembers={!staff} />
              ))}
            </CardGrid>
          )
        }
      </QueryList>
    </Stack>
  );
}

/** A staff member's groups: those he facilitates, then the others. */
function FacilitatedGroups({ groups, role }: { groups: Group[]; role: Role }) {
  const { t } = useTranslation();
  const mine = groups.filter((group) => runsGroup(role, group));
  const others = groups.filter((group) => !runsGroup(role, group));
  return (
    <Stack gap="lg">
      {mine.length === 0 ? (
        <Text c="dimmed">{t('groups.noneFacilitated')}</Text>
      ) : (
        <CardGrid label={t('groups.myTitle')}>
          {mine.map((group) => (
            <GroupCard key={group.id} group={group} showMembers={false} />
          ))}
        </CardGrid>
      )}
      {others.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('groups.otherGroups')}
          </Title>
          <CardGrid label={t('groups.otherGroups')}>
            {others.map((group) => (
              <GroupCard key={group.id} group={group} showMembers={false} />
            ))}
          </CardGrid>
        </Stack>
      )}
    </Stack>
  );
}

function GroupCard({ group, showMembers }: { group: Group; showMembers: boolean }) {
  const { t, i18n } = useTranslation();
  const meeting = meetingLabel(t, group);
  const facilitators = nameList(group.facilitatorNames, i18n.language);
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6}>
        <Row justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor component={Link} to={`/fathers-group/${group.id}`} fw={600}>
            {group.name}
          </Anchor>
          <Badge variant="light" miw="max-content">
            {/* Every current member: `members` holds only those the reader may see. */}
            {t('groups.members', { count: group.memberCount })}
          </Badge>
        </Row>
        {meeting && <Text size="sm">{meeting}</Text>}
        {group.location && (
          <Text size="sm" c="dimmed">
            {group.location}
          </Text>
        )}
        {showMembers && facilitators && (
          <Text size="sm" c="dimmed">
            {t('groups.detail.facilitatedBy', { names: facilitators })}
          </Text>
        )}
        {showMembers && group.members.length > 0 && <MemberFaces members={group.members} />}
      </Stack>
    </Card>
  );
}

/** Fellow members as a father sees them: a face (or initials) and first name with last initial. */
function MemberFaces({ members }: { members: Member[] }) {
  return (
    <Row gap="xs" mt={4}>
      {members.map((member) => (
        <Row key={member.fatherId} gap={6} wrap="nowrap">
          <FatherPhoto fatherId={member.fatherId} person={member} size="sm" />
          <Text size="sm">{fullName(member)}</Text>
        </Row>
      ))}
    </Row>
  );
}

