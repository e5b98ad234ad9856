import { Anchor, Box, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { activityText } from '@/components/activity';
import { Facts } from '@/components/Facts';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { FatherPhoto } from '@/components/program/FatherPhoto';
import { MilestoneRow } from '@/components/program/MilestoneRow';
import { AtRiskBadge, CompletedCourseBadge, FatherStatusBadge } from '@/components/program/badges';
import { fatherTypeLabel, fullName, percent } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import { useGroups } from '@/lib/api/groups';
import { useMyFather } from '@/lib/api/my-father';
import { COMPLETED_COURSE, type Father, type Group as FatherGroup } from '@/lib/api/program';
import { useAuth } from '@/lib/auth/AuthProvider';
import { formatDate, formatDay } from '@/lib/dates';
import { toLanguage } from '@/lib/i18n';
import { useAccounts } from '@/lib/api/accounts';
import { useFather } from '../api/get-father';
import { useFatherActivity } from '../api/get-father-activity';
import { useFatherCycles } from '../api/get-father-cycles';
import { useFatherMilestones } from '../api/get-father-milestones';
import { useFatherProgress } from '../api/get-father-progress';
import { ContactDialog } from '../components/ContactDialog';
import { DeleteFatherDialog } from '../components/DeleteFatherDialog';
import { FatherLoadError } from '../components/FatherLoadError';
import { AttendanceHistory } from '../components/AttendanceHistory';
import { PhotoButton } from '../components/PhotoButton';
import { ProgressStats } from '../components/ProgressStats';

/** /fathers/{id}; /fathers/me is a father's own record ("My progress"). */
export function FatherRoute() {
  const { id = '' } = useParams();
  if (id === 'me') return <MyRecord />;
  return <FatherDetail key={id} id={id} />;
}

function MyRecord() {
  const { t } = useTranslation();
  const mine = useMyFather();
  if (mine.isPending) return <PageLoader />;
  if (mine.isSuccess) return <Navigate to={`/fathers/${mine.data.id}`} replace />;
  if (toApiError(mine.error).status === 404) {
    return (
      <Stack gap="xs">
        <PageHeader title={t('nav.myProgress')} />
        <Text>{t('fathers.detail.noRecord')}</Text>
      </Stack>
    );
  }
  return <LoadError title={t('fathers.detail.loadFailed')} error={mine.error} onRetry={() => void mine.refetch()} />;
}

type Dialog = 'contact' | 'delete' | null;

function FatherDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const father = useFather(id);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (father.isPending) return <PageLoader />;
  if (father.isError) return <FatherLoadError error={father.error} onRetry={() => void father.refetch()} />;
  const record = father.data;
  const own = !staff && record.userId === user?.id;

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="nowrap">
        <Stack gap={6} align="center">
          <FatherPhoto fatherId={record.id} person={record} size={80} />
          {(staff || own) && <PhotoButton father={record} />}
        </Stack>
        <Box flex={1} miw={0}>
          <PageHeader
            title={fullName(record)}
            back={staff ? { to: '/fathers', label: t('fathers.title') } : undefined}
            badges={<FatherStatusBadge status={record.status} />}
            actions={
              staff ? (
                <>
                  <Button component={Link} to={`/fathers/edit/${record.id}`} variant="light">
                    {t('fathers.detail.edit')}
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
                    {t('fathers.detail.delete')}
                  </Button>
                </>
              ) : own ? (
                <Button variant="light" onClick={() => setDialog('contact')}>
                  {t('fathers.detail.editContact')}
                </Button>
              ) : null
            }
          />
        </Box>
      </Group>

      <ProgressSection fatherId={record.id} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContactSection father={record} />
        <ProgramSection father={record} staff={staff} />
        <GroupsAndCycles father={record} staff={staff} />
        <MilestonesSection father={record} />
        <ChildrenSection father={record} />
        {staff && <NotesSection father={record} />}
      </SimpleGrid>
      {staff && <ActivitySection father={record} />}

      {own && <ContactDialog father={record} opened={dialog === 'contact'} onClose={() => setDialog(null)} />}
      {staff && <DeleteFatherDialog father={record} opened={dialog === 'delete'} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function ProgressSection({ fatherId }: { fatherId: string }) {
  const { t } = useTranslation();
  const progress = useFatherProgress(fatherId);
  return (
    <Section
      title={t('fathers.detail.progress')}
      actions={
        <Anchor component={Link} to={`/fathers/${encodeURIComponent(fatherId)}/attendance-letter`} size="sm">
          {t('fathers.detail.attendanceLetter')}
        </Anchor>
      }
    >
      {progress.isPending ? (
        <PageLoader />
      ) : progress.isError ? (
        <LoadError title={t('fathers.detail.progressFailed')} error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <ProgressStats progress={progress.data} />
      )}
    </Section>
  );
}

function ContactSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  return (
    <Section title={t('fathers.detail.contact')}>
      <Facts
        items={[
          { label: t('fields.email'), value: father.email && <Anchor href={`mailto:${father.email}`}>{father.email}</Anchor> },
          { label: t('fields.phone'), value: father.phone && <Anchor href={`tel:${father.phone}`}>{father.phone}</Anchor> },
          { label: t('fields.address'), value: father.address },
          { label: t('fields.preferredLanguage'), value: t(`languages.${toLanguage(father.preferredLanguage)}`) },
        ]}
      />
    </Section>
  );
}

function ProgramSection({ father, staff }: { father: Father; staff: boolean }) {
  const { t } = useTranslation();
  const accounts = useAccounts({ enabled: staff && father.caseManagerId !== null });
  const manager = accounts.data?.find((account) => account.id === father.caseManagerId);
  return (
    <Section title={t('fathers.detail.program')}>
      <Facts
        items={[
          { label: t('fields.status'), value: t(`program.fatherStatus.${father.status}`) },
          { label: t('fields.enrollmentDate'), value: formatDay(father.enrollmentDate) },
          ...(father.status === 'exited'
            ? [
                { label: t('fields.exitDate'), value: formatDay(father.exitDate) },
                { label: t('fields.exitReason'), value: father.exitReason },
              ]
            : []),
          { label: t('fields.fatherType'), value: father.fatherType ? fatherTypeLabel(t, father.fatherType) : '' },
          { label: t('fields.setting'), value: father.setting ? t(`program.setting.${father.setting}`) : '' },
          { label: t('fields.referralSource'), value: father.referralSource },
          { label: t('fields.dateOfBirth'), value: formatDay(father.dateOfBirth) },
          ...(staff ? [{ label: t('fields.caseManager'), value: manager?.displayName ?? '' }] : []),
        ]}
      />
    </Section>
  );
}

function ChildrenSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  return (
    <Section title={t('fathers.detail.children')}>
      {father.children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noChildren')}
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {father.children.map((child, index) => (
            <List.Item key={`${child.name}-${index}`}>
              {child.birthYear ? t('fathers.detail.child', { name: child.name, year: child.birthYear }) : child.name}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** The groups he belongs to, and the workshop cycles of those groups with his attendance. */
function GroupsAndCycles({ father, staff }: { father: Father; staff: boolean }) {
  const { t } = useTranslation();
  const groups = useGroups();
  const his: FatherGroup[] | undefined = groups.data?.filter((group) =>
    group.members.some((member) => member.fatherId === father.id),
  );
  const cycles = useFatherCycles(
    father.id,
    his?.map((group) => group.id),
    staff,
  );

  return (
    <Section title={t('fathers.detail.groups')}>
      {groups.isPending ? (
        <PageLoader />
      ) : groups.isError ? (
        <LoadError title={t('fathers.detail.groupsFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : his?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noGroups')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {his?.map((group) => {
            const member = group.members.find((m) => m.fatherId === father.id);
            return (
              <Group key={group.id} component="li" justify="space-between" gap="xs">
                <Anchor component={Link} to={`/fathers-group/${group.id}`} size="sm" fw={500}>
                  {group.name}
                </Anchor>
                {member && (
                  <Text size="xs" c="dimmed">
                    {t('fathers.detail.joined', { date: formatDate(member.joinedAt) })}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      )}

      <Text fw={600} size="sm" mt="xs">
        {t('fathers.detail.cycles')}
      </Text>
      {cycles.isPending && his !== undefined ? (
        <PageLoader />
      ) : cycles.isError ? (
        <LoadError title={t('fathers.detail.cyclesFailed')} error={cycles.error} onRetry={() => void cycles.refetch()} />
      ) : (cycles.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noCycles')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('fathers.detail.cycles')}>
          {cycles.data?.map(({ cycle, progress, history }) => (
            <Stack key={cycle.id} component="li" gap={2}>
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to={`/cycles/${cycle.id}`} size="sm" fw={500}>
                  {cycle.title}
                </Anchor>
                <Group gap={4}>
                  {progress?.completedCourse && <CompletedCourseBadge size="sm" />}
                  {progress?.atRisk && <AtRiskBadge size="sm" />}
                </Group>
              </Group>
              <Text size="xs" c="dimmed">
                {t('fathers.detail.cycleDates', { start: formatDay(cycle.startDate), end: formatDay(cycle.endDate) })}
                {progress &&
                  progress.countable > 0 &&
                  ` · ${t('fathers.detail.sessionsAttended', { attended: progress.attended, countable: progress.countable })} (${percent(progress.rate)})`}
              </Text>
              {history.length > 0 && <AttendanceHistory history={history} />}
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function MilestonesSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const milestones = useFatherMilestones(father.id);
  return (
    <Section
      title={t('fathers.detail.milestones')}
      actions={
        <Anchor component={Link} to={`/milestones/${father.id}`} size="sm">
          {t('fathers.detail.allMilestones')}
        </Anchor>
      }
    >
      {milestones.isPending ? (
        <PageLoader />
      ) : milestones.isError ? (
        <LoadError
          title={t('fathers.detail.milestonesFailed')}
          error={milestones.error}
          onRetry={() => void milestones.refetch()}
        />
      ) : milestones.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noMilestones')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('fathers.detail.milestones')}>
          {milestones.data.map((milestone) => (
            <MilestoneRow
              key={milestone.id}
              milestone={milestone}
              action={
                milestone.kind === COMPLETED_COURSE && milestone.cycleId ? (
                  <Anchor
                    component={Link}
                    to={`/fathers/${encodeURIComponent(father.id)}/certificate/${encodeURIComponent(milestone.cycleId)}`}
                    size="xs"
                    aria-label={t('fathers.detail.certificateFor', { title: milestone.title })}
                  >
                    {t('fathers.detail.certificate')}
                  </Anchor>
                ) : undefined
              }
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function NotesSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  return (
    <Section title={t('fathers.detail.notes')}>
      <Text size="sm" c={father.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
        {father.notes || t('fathers.detail.noNotes')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('fathers.form.notesHint')}
      </Text>
    </Section>
  );
}

function ActivitySection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const activity = useFatherActivity(father.id);
  return (
    <Section title={t('fathers.detail.activity')}>
      {activity.isPending ? (
        <PageLoader />
      ) : activity.isError ? (
        <LoadError title={t('fathers.detail.activityFailed')} error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noActivity')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.data.slice(0, 20).map((entry) => (
            <Group key={entry.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed" miw={110} style={{ whiteSpace: 'nowrap' }}>
                {formatDate(entry.createdAt)}
              </Text>
              <Text size="sm">{activityText(t, entry)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
