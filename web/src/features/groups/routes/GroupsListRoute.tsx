import { Anchor, Badge, Button, Card, Group as Row, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid, QueryList } from '@/components/CardGrid';
import { PageHeader } from '@/components/PageHeader';
import { FatherPhoto } from '@/components/program/FatherPhoto';
import { fullName } from '@/components/program/labels';
import { useGroups } from '@/lib/api/groups';
import type { Group, Member } from '@/lib/api/program';
import { useAuth } from '@/lib/auth/AuthProvider';
import { meetingLabel } from '../components/meeting';

/** /fathers-group: every group (staff), or his own with his fellow members (a father). */
export function GroupsListRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const groups = useGroups();

  return (
    <Stack gap="md">
      <PageHeader
        title={staff ? t('groups.title') : t('groups.myTitle')}
        description={staff ? t('groups.description') : t('groups.myDescription')}
        actions={
          staff && (
            <Button component={Link} to="/fathers-group/new">
              {t('groups.new')}
            </Button>
          )
        }
      />
      <QueryList query={groups} loadFailed={t('groups.loadFailed')} empty={staff ? t('groups.empty') : t('groups.myEmpty')}>
        {(items) => (
          <CardGrid label={staff ? t('groups.title') : t('groups.myTitle')}>
            {items.map((group) => (
              <GroupCard key={group.id} group={group} showMembers={!staff} />
            ))}
          </CardGrid>
        )}
      </QueryList>
    </Stack>
  );
}

function GroupCard({ group, showMembers }: { group: Group; showMembers: boolean }) {
  const { t } = useTranslation();
  const meeting = meetingLabel(t, group);
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6}>
        <Row justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor component={Link} to={`/fathers-group/${group.id}`} fw={600}>
            {group.name}
          </Anchor>
          <Badge variant="light" miw="max-content">
            {t('groups.members', { count: group.members.length })}
          </Badge>
        </Row>
        {meeting && <Text size="sm">{meeting}</Text>}
        {group.location && (
          <Text size="sm" c="dimmed">
            {group.location}
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

