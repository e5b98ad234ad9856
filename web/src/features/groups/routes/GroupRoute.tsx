import { Anchor, Button, Group as Row, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { Facts } from '@/components/Facts';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { FatherPhoto } from '@/features/fathers';
import { fullName, nameList } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import type { Member } from '@/lib/api/program';
import { runsGroup, useRole } from '@/lib/auth/roles';
import { formatDay } from '@/lib/dates';
import { useGroup } from '../api/get-group';
import { useGroupCycles } from '../api/get-group-cycles';
import { useStaff } from '@/features/accounts';
import { AddMemberForm } from '../components/AddMemberForm';
import { DeleteGroupDialog, EditGroupDialog, RemoveMemberDialog } from '../components/GroupDialogs';
import { meetingLabel } from '../components/meeting';

type Dialog = { kind: 'edit' | 'delete' | 'remove'; member: Member | null; opened: boolean };

/** /fathers-group/{id}: one group, its members and its workshop cycles. */
export function GroupRoute() {
  const { id = '' } = useParams();
  return <GroupDetail key={id} id={id} />;
}

function GroupDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const role = useRole();
  const staff = role.staff;
  const group = useGroup(id);
  // Only a director chooses the facilitators, among the staff accounts.
  const staffAccounts = useStaff({ enabled: role.director });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'edit', member: null, opened: false });
  const open = (kind: Dialog['kind'], member: Member | null = null) => setDialog({ kind, member, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  if (group.isPending) return <PageLoader />;
  if (group.isError) {
    if (toApiError(group.error).status === 404) {
      return <ErrorPage status={404} description={t('groups.detail.notFound')} />;
    }
    return <LoadError title={t('groups.loadFailed')} error={group.error} onRetry={() => void group.refetch()} />;
  }
  const record = group.data;
  // A director or one of its facilitators runs the group; other staff read it.
  const runs = runsGroup(role, record);
  // The group names its facilitators to everyone who may read it, fathers included.
  const facilitators = nameList(record.facilitatorNames, i18n.language);

  return (
    <Stack gap="md">
      <PageHeader
        title={record.name}
        back={{ to: '/fathers-group', label: staff ? t('groups.title') : t('groups.myTitle') }}
        description={
          staff
            ? runs
              ? undefined
              : t('program.notRunning')
            : facilitators && t('groups.detail.facilitatedBy', { names: facilitators })
        }
        actions={
          runs && (
            <>
              <Button variant="light" onClick={() => open('edit')}>
                {t('groups.detail.edit')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => open('delete')}>
                {t('groups.detail.delete')}
              </Button>
            </>
          )
        }
      />
      <Section title={t('groups.detail.about')}>
        <Facts
          items={[
            { label: t('groups.detail.meets'), value: meetingLabel(t, record) },
            { label: t('fields.location'), value: record.location },
            ...(staff ? [{ label: t('groups.detail.facilitators'), value: facilitators }] : []),
            { label: t('fields.description'), value: record.description },
          ]}
        />
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('groups.detail.members')}>
          {runs && <AddMemberForm group={record} />}
          {record.members.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('groups.detail.noMembers')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('groups.detail.members')}>
              {record.members.map((member) => (
                <Row key={member.fatherId} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Row gap="sm" wrap="nowrap">
                    <FatherPhoto fatherId={member.fatherId} person={member} />
                    <Stack gap={0}>
                      {staff ? (
                        <Anchor component={Link} to={`/fathers/${member.fatherId}`} fw={500} size="sm">
                          {fullName(member)}
                        </Anchor>
                      ) : (
                        <Text fw={500} size="sm">
                          {fullName(member)}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {t('groups.detail.joined', { date: formatDay(member.joinedAt) })}
                      </Text>
                    </Stack>
                  </Row>
                  {runs && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => open('remove', member)}
                      aria-label={t('groups.detail.removeLabel', { name: fullName(member) })}
                    >
                      {t('groups.detail.remove')}
                    </Button>
                  )}
                </Row>
              ))}
            </Stack>
          )}
          {staff && record.formerMembers && record.formerMembers.length > 0 && (
            <Stack gap="xs" mt="md">
              <Text size="sm" fw={600}>
                {t('groups.detail.formerMembers')}
              </Text>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('groups.detail.formerMembers')}>
                {record.formerMembers.map((member) => (
                  <Text key={`${member.fatherId}-${member.joinedAt}`} component="li" size="sm">
                    <Anchor component={Link} to={`/fathers/${member.fatherId}`} size="sm">
                      {fullName(member)}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {t('groups.detail.memberFromTo', { from: formatDay(member.joinedAt), to: formatDay(member.leftAt) })}
                    </Text>
                  </Text>
                ))}
              </Stack>
            </Stack>
          )}
        </Section>
        <GroupCycles groupId={record.id} runs={runs} />
      </SimpleGrid>

      {runs && (
        <>
          <EditGroupDialog
            group={record}
            staff={role.director ? (staffAccounts.data ?? []) : null}
            opened={dialog.opened && dialog.kind === 'edit'}
            onClose={close}
          />
          <DeleteGroupDialog group={record} opened={dialog.opened && dialog.kind === 'delete'} onClose={close} />
          <RemoveMemberDialog
            group={record}
            member={dialog.member}
            opened={dialog.opened && dialog.kind === 'remove'}
            onClose={close}
          />
        </>
      )}
    </Stack>
  );
}

function GroupCycles({ groupId, runs }: { groupId: string; runs: boolean }) {
  const { t } = useTranslation();
  const cycles = useGroupCycles(groupId);
  return (
    <Section
      title={t('groups.detail.cycles')}
      actions={
        runs && (
          <Button size="xs" component={Link} to={`/cycles/new?groupId=${encodeURIComponent(groupId)}`}>
            {t('groups.detail.newCycle')}
          </Button>
        )
      }
    >
      {cycles.isPending ? (
        <PageLoader />
      ) : cycles.isError ? (
        <LoadError title={t('groups.detail.cyclesFailed')} error={cycles.error} onRetry={() => void cycles.refetch()} />
      ) : cycles.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('groups.detail.noCycles')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('groups.detail.cycles')}>
          {cycles.data.map((cycle) => (
            <Stack key={cycle.id} component="li" gap={2}>
              <Anchor component={Link} to={`/cycles/${cycle.id}`} fw={500} size="sm">
                {cycle.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('groups.detail.cycleLine', {
                  start: formatDay(cycle.startDate),
                  end: formatDay(cycle.endDate),
                  completed: cycle.completedCount,
                  total: cycle.sessionCount,
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
