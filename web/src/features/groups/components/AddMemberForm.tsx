import { SimpleGrid } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, TextField, useAppForm } from '@/components/form';
import { SearchSelect, type SearchOption } from '@/components/SearchSelect';
import { ApiError } from '@/lib/api/errors';
import type { Group } from '@/lib/api/program';
import { fromDateTimeInput, toDateTimeInput } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useAddMember } from '../api/add-member';
import { FATHER_SEARCH_KEY, searchFathers } from '@/features/fathers';

/** Staff add a father to the group, joined now or on a chosen date. */
export function AddMemberForm({ group }: { group: Group }) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      fatherId: r.required(t('fields.father')),
      joinedAt: r
        .required(t('groups.detail.joinedOn'))
        .refine((value) => fromDateTimeInput(value) !== null, { error: t('validation.dateTime', { field: t('groups.detail.joinedOn') }) }),
    });
  }, [t]);
  const form = useAppForm(schema, { fatherId: '', joinedAt: toDateTimeInput(new Date()) });
  const add = useAddMember();
  // The search box is cleared after each addition by mounting it afresh.
  const [round, setRound] = useState(0);
  const [chosen, setChosen] = useState<SearchOption | null>(null);

  const onSubmit = async (values: { fatherId: string; joinedAt: string }) => {
    if (group.members.some((member) => member.fatherId === values.fatherId)) {
      const message = t('groups.detail.alreadyMember');
      throw new ApiError(400, 'invalid-argument', message, { fields: { fatherId: message } });
    }
    await add.mutateAsync({
      groupId: group.id,
      fatherId: values.fatherId,
      joinedAt: fromDateTimeInput(values.joinedAt)?.toISOString(),
    });
    notify.success(t('groups.toasts.memberAdded', { name: chosen?.label.split(' · ')[0] ?? '' }));
    form.reset({ fatherId: '', joinedAt: toDateTimeInput(new Date()) });
    setRound((value) => value + 1);
  };

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('groups.detail.add')} aria-label={t('groups.detail.addMember')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FatherField key={round} onChosen={setChosen} />
        <TextField name="joinedAt" label={t('groups.detail.joinedOn')} type="datetime-local" />
      </SimpleGrid>
    </Form>
  );
}

function FatherField({ onChosen }: { onChosen: (option: SearchOption | null) => void }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<{ fatherId: string }>({ name: 'fatherId' });
  return (
    <SearchSelect
      label={t('fields.father')}
      placeholder={t('groups.detail.fatherPlaceholder')}
      queryKey={FATHER_SEARCH_KEY}
      search={searchFathers}
      value={field.value || null}
      onChange={(option) => {
        onChosen(option);
        field.onChange(option?.value ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      nothingFound={t('groups.detail.noFatherMatch')}
      required
    />
  );
}
