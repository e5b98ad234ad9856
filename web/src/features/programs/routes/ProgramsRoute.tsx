import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { toApiError } from '@/lib/api/errors';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useCreateProgram } from '../api/create-program';
import { usePrograms } from '../api/get-programs';
import type { Program } from '../api/types';
import { useUpdateProgram } from '../api/update-program';
import { newProgramInput, ProgramForm, programChanges, programValues, type ProgramFormValues } from '../components/ProgramForm';
import { StaffEditor } from '../components/StaffEditor';

type Open = { kind: 'new' } | { kind: 'edit' | 'staff' | 'archive'; program: Program } | null;

/** /programs (directors): every program, open ones first, with its groups and staff; making, editing and archiving them. */
export function ProgramsRoute() {
  const { t } = useTranslation();
  const phone = usePhone();
  const programs = usePrograms();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // The server sends archived ones last; kept so here whatever the order it answers in.
  const shown = [...(programs.data ?? [])].sort((a, b) => Number(Boolean(a.archivedAt)) - Number(Boolean(b.archivedAt)));

  const onCreate = async (values: ProgramFormValues) => {
    await create.mutateAsync(newProgramInput(values));
    notify.success(t('programs.toasts.created'));
    close();
  };
  const onEdit = (program: Program) => async (values: ProgramFormValues) => {
    const changes = programChanges(values, programValues(program));
    if (Object.keys(changes).length > 0) await update.mutateAsync({ id: program.id, changes });
    notify.success(t('programs.toasts.saved'));
    close();
  };
  const setArchived = async (program: Program, archived: boolean) => {
    try {
      await update.mutateAsync({ id: program.id, changes: { archived } });
      notify.success(t(archived ? 'programs.toasts.archived' : 'programs.toasts.unarchived'));
      close();
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t('programs.page.title')}
        description={t('programs.page.description')}
        actions={<Button onClick={() => setOpen({ kind: 'new' })}>{t('programs.page.new')}</Button>}
      />
      {programs.isPending ? (
        <PageLoader />
      ) : programs.isError ? (
        <LoadError title={t('programs.page.loadFailed')} error={programs.error} onRetry={() => void programs.refetch()} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('programs.page.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('programs.page.title')}>
          {shown.map((program) => (
            <ProgramRow
              key={program.id}
              program={program}
              busy={update.isPending}
              onEdit={() => setOpen({ kind: 'edit', program })}
              onStaff={() => setOpen({ kind: 'staff', program })}
              onArchive={() => setOpen({ kind: 'archive', program })}
              onUnarchive={() => void setArchived(program, false)}
            />
          ))}
        </Stack>
      )}

      <Dialog opened={open?.kind === 'new'} onClose={close} title={t('programs.form.newTitle')} fullScreen={phone}>
        {open?.kind === 'new' && <ProgramForm program={null} onSubmit={onCreate} submitLabel={t('programs.form.create')} label={t('programs.form.newTitle')} />}
      </Dialog>
      <Dialog
        opened={open?.kind === 'edit'}
        onClose={close}
        title={open?.kind === 'edit' ? t('programs.form.editTitle', { name: open.program.name }) : ''}
        fullScreen={phone}
      >
        {open?.kind === 'edit' && (
          <ProgramForm
            key={open.program.id}
            program={open.program}
            onSubmit={onEdit(open.program)}
            submitLabel={t('programs.form.save')}
            label={t('programs.form.editTitle', { name: open.program.name })}
          />
        )}
      </Dialog>
      <Dialog
        opened={open?.kind === 'staff'}
        onClose={close}
        title={open?.kind === 'staff' ? t('programs.staff.title', { name: open.program.name }) : ''}
        fullScreen={phone}
      >
        {open?.kind === 'staff' && <StaffEditor key={open.program.id} program={open.program} onDone={close} />}
      </Dialog>
      <ConfirmDialog
        opened={open?.kind === 'archive'}
        onClose={close}
        title={open?.kind === 'archive' ? t('programs.archiveDialog.title', { name: open.program.name }) : ''}
        body={t('programs.archiveDialog.body')}
        confirmLabel={t('programs.archiveDialog.confirm')}
        busy={update.isPending}
        onConfirm={() => {
          if (open?.kind === 'archive') void setArchived(open.program, true);
        }}
      />
    </Stack>
  );
}

function ProgramRow({
  program,
  busy,
  onEdit,
  onStaff,
  onArchive,
  onUnarchive,
}: {
  program: Program;
  busy: boolean;
  onEdit: () => void;
  onStaff: () => void;
  onArchive: () => void;
  onUnarchive: () => void;
}) {
  const { t } = useTranslation();
  const archived = Boolean(program.archivedAt);
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={program.name} opacity={archived ? 0.75 : 1}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{program.name}</Text>
          <Badge variant="outline">{t('programs.page.code', { code: program.code })}</Badge>
          {program.confidential && <Badge color="grape">{t('programs.page.confidential')}</Badge>}
          {archived && <Badge color="gray">{t('programs.page.archived')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('programs.page.groups', { count: program.groupCount })}
        </Text>
        {program.staff.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('programs.page.noStaff')}
          </Text>
        ) : (
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('programs.page.staffLabel', { name: program.name })}>
            {program.staff.map((member) => (
              <Text component="li" key={member.userId} size="sm">
                {member.displayName} ({t(`programs.role.${member.role}`)})
              </Text>
            ))}
          </Group>
        )}
        <Group gap="xs" wrap="wrap">
          <Button size="compact-sm" variant="light" onClick={onEdit}>
            {t('programs.page.edit')}
          </Button>
          <Button size="compact-sm" variant="light" onClick={onStaff}>
            {t('programs.page.editStaff')}
          </Button>
          {archived ? (
            <Button size="compact-sm" variant="subtle" loading={busy} onClick={onUnarchive}>
              {t('programs.page.unarchive')}
            </Button>
          ) : (
            <Button size="compact-sm" variant="subtle" color="red" onClick={onArchive}>
              {t('programs.page.archive')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
