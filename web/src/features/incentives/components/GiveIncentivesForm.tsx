import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxListField, Form, useAppForm } from '@/components/form';
import { incentiveBody, incentiveDefaults, IncentiveFields, incentiveRules, type IncentiveValues } from './fields';
import { incentiveKindLabel } from './labels';
import { rememberUsualIncentive } from '../utils/usual';
import { limits } from '@/lib/api/limits.gen';
import { fullName } from '@/components/program/labels';
import { toApiError } from '@/lib/api/errors';
import type { RosterEntry } from '@/lib/api/program';
import { notify } from '@/lib/toasts';
import { useGiveSessionIncentives } from '../api/give-session-incentives';
import type { IncentiveKind, SessionIncentivesInput } from '../api/types';
import { attendedSession, type GivenSoFar } from '../utils/session';

type Values = IncentiveValues & { fatherIds: string[] };

interface Outcome {
  body: SessionIncentivesInput;
  given: number;
  /** Fathers who had this reward already and were given nothing. */
  duplicates: string[];
}

/**
 * One incentive to each chosen father: those who came are checked, the others listed unchecked.
 * Those who had it already are named afterwards, with "Give again anyway".
 */
export function GiveIncentivesForm({
  sessionId,
  roster,
  given,
  onGiven,
  onDone,
}: {
  sessionId: string;
  roster: RosterEntry[];
  given: GivenSoFar;
  onGiven: (kind: IncentiveKind, fatherIds: string[]) => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        ...incentiveRules(t, i18n.language, limits.NewSessionIncentives),
        fatherIds: z.array(z.string()).min(limits.NewSessionIncentives.fatherIds.minItems, { error: t('incentives.session.noneChosen') }),
      }),
    [t, i18n.language],
  );
  const [defaults] = useState(() => {
    const usual = incentiveDefaults();
    const already = (usual.kind && given[usual.kind]) || [];
    return { ...usual, fatherIds: roster.filter((entry) => attendedSession(entry) && !already.includes(entry.fatherId)).map((entry) => entry.fatherId) };
  });
  const form = useAppForm<Values>(schema, defaults);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const give = useGiveSessionIncentives();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (body: SessionIncentivesInput, before: number) => {
    const answer = await give.mutateAsync({ sessionId, body });
    rememberUsualIncentive({ kind: body.kind, amountCents: body.amountCents });
    onGiven(body.kind, [...answer.created.map((incentive) => incentive.fatherId), ...answer.duplicates]);
    setOutcome({ body, given: before + answer.created.length, duplicates: answer.duplicates });
  };
  const onSubmit = (values: Values) => send({ ...incentiveBody(values), fatherIds: values.fatherIds }, 0);
  const giveAgain = (done: Outcome) =>
    void send({ ...done.body, fatherIds: done.duplicates, allowDuplicate: true }, done.given).catch((error: unknown) =>
      notify.error(toApiError(error).message),
    );

  if (outcome) {
    const names = outcome.duplicates.map((id) => {
      const entry = roster.find((row) => row.fatherId === id);
      return entry ? fullName(entry) : id;
    });
    return (
      <Stack gap="md">
        <Text fw={600} role="status">
          {t('incentives.session.given', { count: outcome.given })}
        </Text>
        {names.length > 0 && (
          <Alert color="yellow" variant="light" title={t('incentives.session.duplicates.title')}>
            <Stack gap="sm">
              <Text size="sm">
                {t('incentives.session.duplicates.body', {
                  count: names.length,
                  kind: incentiveKindLabel(t, outcome.body.kind),
                  names: names.join(', '),
                })}
              </Text>
              <Group>
                <Button size="sm" variant="light" loading={give.isPending} onClick={() => giveAgain(outcome)}>
                  {t('incentives.session.duplicates.giveAgain')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('incentives.session.done')}</Button>
        </Group>
      </Stack>
    );
  }

  const already = (kind && given[kind]) || [];
  const options = roster.map((entry) => {
    const status = entry.status ? t(`program.attendance.${entry.status}`) : t('incentives.session.notMarked');
    const name = fullName(entry);
    return {
      value: entry.fatherId,
      label: already.includes(entry.fatherId)
        ? t('incentives.session.fatherGiven', { name, status })
        : t('incentives.session.father', { name, status }),
    };
  });
  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('incentives.session.submit')} aria-label={t('incentives.session.title')}>
      <CheckboxListField<Values> name="fatherIds" label={t('incentives.session.fathers')} options={options} />
      <IncentiveFields />
    </Form>
  );
}

export default GiveIncentivesForm;
