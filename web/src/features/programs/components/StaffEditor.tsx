import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { useStaff } from '@/features/accounts';
import { toApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toasts';
import { useSetProgramStaff } from '../api/set-program-staff';
import { PROGRAM_ROLES, type Program, type ProgramRole } from '../api/types';

/**
 * Who works in a program, and as what: each staff account ticked in or not, with its role. The
 * whole list is sent on saving (PUT replaces the last).
 */
export function StaffEditor({ program, onDone }: { program: Program; onDone: () => void }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const save = useSetProgramStaff();
  const [roles, setRoles] = useState<Map<string, ProgramRole>>(() => new Map(program.staff.map((member) => [member.userId, member.role])));

  if (staff.isPending) return <PageLoader />;
  if (staff.isError) return <LoadError title={t('programs.staff.loadFailed')} error={staff.error} onRetry={() => void staff.refetch()} />;

  // Someone working in it who is no longer among the staff accounts still shows, to be taken off.
  const people = [
    ...staff.data.map((member) => ({ id: member.id, name: member.displayName })),
    ...program.staff.filter((member) => !staff.data.some((account) => account.id === member.userId)).map((member) => ({ id: member.userId, name: member.displayName })),
  ];
  const change = (id: string, role: ProgramRole | null) =>
    setRoles((before) => {
      const next = new Map(before);
      if (role) next.set(id, role);
      else next.delete(id);
      return next;
    });
  const submit = async () => {
    try {
      await save.mutateAsync({ id: program.id, staff: [...roles].map(([userId, role]) => ({ userId, role })) });
      notify.success(t('programs.toasts.staffSaved'));
      onDone();
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('programs.staff.description')}</Text>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('programs.staff.noAccounts')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {people.map((person) => {
            const role = roles.get(person.id);
            return (
              <Group component="li" key={person.id} justify="space-between" gap="xs" wrap="wrap">
                <Checkbox
                  label={person.name}
                  aria-label={t('programs.staff.works', { name: person.name })}
                  checked={role !== undefined}
                  onChange={(event) => change(person.id, event.currentTarget.checked ? 'staff' : null)}
                />
                <NativeSelect
                  aria-label={t('programs.staff.role', { name: person.name })}
                  disabled={role === undefined}
                  value={role ?? 'staff'}
                  data={PROGRAM_ROLES.map((value) => ({ value, label: t(`programs.role.${value}`) }))}
                  onChange={(event) => change(person.id, event.currentTarget.value as ProgramRole)}
                  w={140}
                />
              </Group>
            );
          })}
        </Stack>
      )}
      <Button onClick={() => void submit()} loading={save.isPending} fullWidth>
        {t('programs.staff.save')}
      </Button>
    </Stack>
  );
}
