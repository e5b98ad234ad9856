import { Anchor, Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorPage } from '@/components/ErrorPage';
import { Facts } from '@/components/Facts';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useStaff } from '../api/accounts';
import { toApiError } from '@/lib/api/errors';
import type { StaffMember } from '@/lib/api/types';
import { notify } from '@/lib/toasts';
import { useStaffMember } from '../api/get-staff-member';
import { useHandOverCaseload } from '../api/hand-over-caseload';
import type { StaffPage } from '../api/types';
import { Email } from '../components/Email';

/** The server counts open follow-ups up to this many. */
const FOLLOW_UPS_COUNTED = 100;

/** /staff/{id} (directors): a staff member's groups, caseload and open follow-ups; his caseload handed on. */
export function StaffMemberRoute() {
  const { id = '' } = useParams();
  return <StaffMemberPage key={id} id={id} />;
}

function StaffMemberPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const page = useStaffMember(id);

  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    if (toApiError(page.error).status === 404) return <ErrorPage status={404} description={t('staffPage.notFound')} />;
    return <LoadError title={t('staffPage.loadFailed')} error={page.error} onRetry={() => void page.refetch()} />;
  }
  const { member, email, caseload, openFollowUps } = page.data;

  return (
    <Stack gap="md">
      <PageHeader
        title={member.displayName}
        back={{ to: '/admin-users', label: t('users.title') }}
        badges={
          <Badge variant="light" color={member.staffRole === 'director' ? 'violet' : 'blue'} miw="max-content">
            {t(`roles.${member.staffRole}`)}
          </Badge>
        }
      />
      <Section title={t('staffPage.about')}>
        <Facts
          items={[
            {
              label: t('fields.email'),
              value: (
                <Anchor href={`mailto:${email}`} size="sm">
                  <Email address={email} />
                </Anchor>
              ),
            },
            {
              label: t('staffPage.caseload'),
              value:
                caseload > 0 ? (
                  <Anchor component={Link} to={`/fathers?caseManagerId=${encodeURIComponent(member.id)}`} size="sm">
                    {t('staffPage.fathers', { count: caseload })}
                  </Anchor>
                ) : (
                  t('staffPage.noCaseload')
                ),
            },
            {
              label: t('staffPage.openFollowUps'),
              value: openFollowUps >= FOLLOW_UPS_COUNTED ? t('staffPage.manyFollowUps') : String(openFollowUps),
            },
          ]}
        />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <GroupsSection groups={page.data.groups} />
        <HandOverSection member={member} caseload={caseload} />
      </SimpleGrid>
    </Stack>
  );
}

function GroupsSection({ groups }: { groups: StaffPage['groups'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('staffPage.groups')}>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staffPage.noGroups')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('staffPage.groups')}>
          {groups.map((group) => (
            <Group key={group.id} component="li" justify="space-between" gap="xs">
              <Anchor component={Link} to={`/fathers-group/${group.id}`} fw={500} size="sm">
                {group.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('staffPage.members', { count: group.memberCount })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** A leaver's caseload (or a change of roles): every father of his goes to the colleague chosen, at once. */
function HandOverSection({ member, caseload }: { member: StaffMember; caseload: number }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const handOver = useHandOverCaseload();
  const [to, setTo] = useState('');
  // What the dialog asks about stays fixed while it is open and while it fades out.
  const [dialog, setDialog] = useState<{ opened: boolean; to: StaffMember | null; count: number }>({
    opened: false,
    to: null,
    count: 0,
  });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const others = (staff.data ?? []).filter((other) => other.id !== member.id);
  const chosen = others.find((other) => other.id === to) ?? null;

  const confirm = async () => {
    const target = dialog.to;
    if (!target) return;
    try {
      const { moved } = await handOver.mutateAsync({ from: member.id, to: target.id });
      notify.success(t('staffPage.handOver.done', { count: moved, name: target.displayName }));
      setTo('');
    } catch (caught) {
      // A refused colleague is named on the `to` field: that says why, the form's sentence does not.
      const error = toApiError(caught);
      notify.error(error.fields.to ?? error.message);
    }
    close();
  };

  return (
    <Section title={t('staffPage.handOver.title')}>
      {caseload === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staffPage.handOver.nothing')}
        </Text>
      ) : staff.isError ? (
        <LoadError title={t('staffPage.handOver.staffFailed')} error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('staffPage.handOver.description', { count: caseload, name: member.displayName })}</Text>
          <NativeSelect
            label={t('staffPage.handOver.to')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            disabled={staff.isPending}
            data={[
              { value: '', label: staff.isPending ? t('common.loading') : t('staffPage.handOver.choose') },
              ...others.map((other) => ({ value: other.id, label: other.displayName })),
            ]}
          />
          <Group justify="flex-end">
            <Button disabled={!chosen} onClick={() => setDialog({ opened: true, to: chosen, count: caseload })}>
              {t('staffPage.handOver.submit')}
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={dialog.opened}
        onClose={close}
        title={t('staffPage.handOver.confirmTitle')}
        body={t('staffPage.handOver.confirmBody', { count: dialog.count, from: member.displayName, to: dialog.to?.displayName ?? '' })}
        confirmLabel={t('staffPage.handOver.confirm')}
        confirmColor="blue"
        busy={handOver.isPending}
        onConfirm={() => void confirm()}
      />
    </Section>
  );
}
