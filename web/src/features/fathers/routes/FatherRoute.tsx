import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Later } from '@/components/Later';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { FatherPhoto } from '../components/FatherPhoto';
import { FatherStatusBadge } from '@/components/program/badges';
import { fullName } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import type { Father } from '@/lib/api/program';
import { useMyFather } from '../api/my-father';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isDirector } from '@/lib/auth/roles';
import { formatDay } from '@/lib/dates';
import { useFather } from '../api/father';
import { ConsentSection } from '@/features/consents';
import { FormsSection } from '@/features/forms';
import { IncentivesSection } from '@/features/incentives';
import { TextsSection } from '@/features/texts';
import { AccountSection } from '../components/AccountSection';
import { ContactDialog } from '../components/ContactDialog';
import { DeleteFatherDialog } from '../components/DeleteFatherDialog';
import { FatherLoadError } from '../components/FatherLoadError';
import { PhotoButton } from '../components/PhotoButton';
import { ProgressSection } from '../components/ProgressSection';
import { ContactSection } from '../components/ContactSection';
import { ProgramSection } from '../components/ProgramSection';
import { EnrolmentsSection } from '../components/EnrolmentsSection';
import { ChildrenSection } from '../components/ChildrenSection';
import { GroupsSection } from '../components/GroupsSection';
import { MilestonesSection } from '../components/MilestonesSection';
import { NotesSection } from '../components/NotesSection';
import { ActivitySection } from '../components/ActivitySection';
import { ContactLogDialog, type ContactLogging } from '../components/ContactLogDialog';
import { ContactLogSection } from '../components/ContactLogSection';
import { ReferralsSection } from '../components/ReferralsSection';
import { UnreachableAlert } from '../components/UnreachableAlert';
import { FatherDataSection } from '../components/FatherDataSection';
import { FlagsAlert } from '../components/FlagsAlert';
import { exitFatherPath } from '../utils/exit';

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
  // His record at this address, from the answer that found it: not a redirect to his id and a
  // second read of the record, each a task and a round trip on a slow phone.
  if (mine.isSuccess) return <FatherDetail key={mine.data.id} id={mine.data.id} known={{ record: mine.data, at: mine.dataUpdatedAt }} />;
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

/** A button whose words wrap onto a second line where its row is narrow. */
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } } as const;

/** A record already read (his own, by `/api/me/father`), and when. */
interface Known {
  record: Father;
  at: number;
}

function FatherDetail({ id, known }: { id: string; known?: Known }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  // Only a director deletes a record (one made by mistake); other staff exit a father.
  const director = isDirector(user);
  const father = useFather(id, known && { data: known.record, updatedAt: known.at });
  const [dialog, setDialog] = useState<Dialog>(null);
  // `?log=call` (from a session's "said yes, did not come"): the contact form opens at once.
  const [params] = useSearchParams();
  const [logging, setLogging] = useState<ContactLogging>(() => (params.get('log') === 'call' ? { method: 'call' } : null));

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
                  {director ? (
                    <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
                      {t('fathers.detail.delete')}
                    </Button>
                  ) : (
                    record.status !== 'exited' && (
                      <Button component={Link} to={exitFatherPath(record.id)} variant="subtle">
                        {t('fathers.detail.exit')}
                      </Button>
                    )
                  )}
                </>
              ) : own ? (
                // Beside his photo on a 360 px phone: the label wraps rather than push the page sideways.
                <Button variant="light" h="auto" mih={36} py={6} styles={WRAPPING_LABEL} onClick={() => setDialog('contact')}>
                  {t('fathers.detail.editContact')}
                </Button>
              ) : null
            }
          />
        </Box>
      </Group>

      {staff && record.unreachable && <UnreachableAlert />}
      {staff && <FlagsAlert father={record} />}
      {/* Only staff are told; the server sends the day to staff alone, once he has exited. */}
      {staff && record.anonymisedOn && (
        <Alert color="gray" variant="light" role="note">
          <Text size="sm">{t('fathers.detail.anonymisedOn', { date: formatDay(record.anonymisedOn) })}</Text>
        </Alert>
      )}

      <ProgressSection fatherId={record.id} />

      {/* Near the top: the inbox opens his page here (`#texts`), and texting him is a daily thing. */}
      {staff && (
        <Later>
          <TextsSection father={record} />
        </Later>
      )}

      {/* The rest of the record in turns (components/Later): on a phone, below the first screen. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Later>
          <ContactSection
            father={record}
            onReach={staff ? (method) => setLogging({ method }) : undefined}
            onCorrectPhone={own ? () => setDialog('contact') : undefined}
          />
        </Later>
        {staff && (
          <Later>
            <AccountSection father={record} />
          </Later>
        )}
        <Later>
          <ProgramSection father={record} staff={staff} />
        </Later>
        {/* Nothing for an organisation with one program (the section says when it shows). */}
        {staff && (
          <Later>
            <EnrolmentsSection father={record} />
          </Later>
        )}
        <Later>
          <GroupsSection father={record} />
        </Later>
        <Later>
          <MilestonesSection father={record} />
        </Later>
        <Later>
          <ChildrenSection father={record} />
        </Later>
        {staff && (
          <Later>
            <NotesSection father={record} />
          </Later>
        )}
      </SimpleGrid>
      {staff && (
        <Later>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ContactLogSection
              fatherId={record.id}
              onLog={() => setLogging({ method: 'call' })}
              onEdit={(contact) => setLogging({ contact })}
            />
            <ReferralsSection fatherId={record.id} />
          </SimpleGrid>
        </Later>
      )}
      {staff && (
        <Later>
          <ConsentSection father={record} />
        </Later>
      )}
      {staff && (
        <Later>
          <FormsSection fatherId={record.id} />
        </Later>
      )}
      {staff && (
        <Later>
          <IncentivesSection fatherId={record.id} />
        </Later>
      )}
      {staff && (
        <Later>
          <ActivitySection father={record} />
        </Later>
      )}
      <Later>
        <FatherDataSection father={record} />
      </Later>

      {own && <ContactDialog father={record} opened={dialog === 'contact'} onClose={() => setDialog(null)} />}
      {staff && <ContactLogDialog fatherId={record.id} logging={logging} onClose={() => setLogging(null)} />}
      {director && <DeleteFatherDialog father={record} opened={dialog === 'delete'} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
