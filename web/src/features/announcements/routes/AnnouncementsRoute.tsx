import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useGroups } from '@/features/groups';
import { useUnread } from '../api/unread';
import { useAuth } from '@/lib/auth/AuthProvider';
import { notify } from '@/lib/toasts';
import { useAnnouncements } from '../api/get-announcements';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useMarkAnnouncementsRead } from '../api/mark-read';
import type { Announcement } from '../api/types';
import { AnnouncementCard } from '../components/AnnouncementCard';
import { DeleteAnnouncementDialog, EditAnnouncementDialog } from '../components/AnnouncementDialogs';
import { AnnouncementForm, announcementValues, toNewAnnouncement, type AnnouncementFormValues } from '../components/AnnouncementForm';

export function AnnouncementsRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const staff = user?.isAdmin === true;
  const list = useAnnouncements();
  const groups = useGroups({ enabled: staff });
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  useMarkReadOnce(list.isSuccess ? list.data.pages.some((page) => page.some((item) => item.unread)) : null);

  const items = list.data?.pages.flat() ?? [];

  return (
    <Stack gap="md" maw={860}>
      <PageHeader title={t('announcements.title')} description={staff ? t('announcements.description') : t('announcements.myDescription')} />
      {staff && <NewAnnouncement groups={groups.data ?? []} groupsFailed={groups.isError} />}

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError title={t('announcements.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('announcements.empty')}</Text>
      ) : (
        <>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('announcements.title')}>
            {items.map((announcement) => (
              <AnnouncementCard
                key={announcement.id}
                announcement={announcement}
                onEdit={staff ? () => setEditing(announcement) : undefined}
                onDelete={staff ? () => setDeleting(announcement) : undefined}
              />
            ))}
          </Stack>
          {list.hasNextPage && (
            <Center>
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('announcements.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}

      {staff && (
        <>
          <EditAnnouncementDialog announcement={editing} groups={groups.data ?? []} onClose={() => setEditing(null)} />
          <DeleteAnnouncementDialog announcement={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </Stack>
  );
}

/**
 * Once the list has been shown, everything in it counts as read: once per visit, and only
 * when something was unread (in the list, or by the navigation's count).
 */
function useMarkReadOnce(listHasUnread: boolean | null) {
  const unread = useUnread();
  const markRead = useMarkAnnouncementsRead();
  const { mutate } = markRead;
  const done = useRef(false);
  const pending = listHasUnread === true || (listHasUnread === false && (unread.data?.announcements ?? 0) > 0);
  useEffect(() => {
    if (done.current || !pending) return;
    done.current = true;
    mutate();
  }, [pending, mutate]);
}

function NewAnnouncement({ groups, groupsFailed }: { groups: { id: string; name: string }[]; groupsFailed: boolean }) {
  const { t } = useTranslation();
  const create = useCreateAnnouncement();
  const onSubmit = async (values: AnnouncementFormValues) => {
    await create.mutateAsync(toNewAnnouncement(values));
    notify.success(
      values.email && values.text
        ? t('announcements.toasts.emailedAndTexted')
        : values.email
          ? t('announcements.toasts.emailed')
          : values.text
            ? t('announcements.toasts.texted')
            : t('announcements.toasts.created'),
    );
  };
  return (
    <Section title={t('announcements.form.createTitle')}>
      {groupsFailed && (
        <Text size="sm" c="red" role="alert">
          {t('announcements.form.groupsFailed')}
        </Text>
      )}
      <AnnouncementForm
        initial={announcementValues(null)}
        groups={groups}
        offerEmail
        onSubmit={onSubmit}
        resetAfterSubmit
        submitLabel={t('announcements.form.createSubmit')}
        label={t('announcements.form.createTitle')}
      />
    </Section>
  );
}
