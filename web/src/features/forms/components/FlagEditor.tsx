import { Button, Checkbox, Fieldset, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REFERRAL_TYPES, referralTypeLabel, type ReferralType } from '@/features/casework';
import { limits } from '@/lib/api/limits.gen';
import { changeAt, newCondition, type Draft, type DraftCondition, type DraftFlag, type Edit } from '../utils/draft';
import { ConditionValues } from './ConditionValues';
import { RowButtons } from './RowButtons';
import { questionName } from './SubscaleEditor';
import { TranslatedInputs } from './TranslatedInputs';
import { useErrorAt } from './useErrorAt';

/**
 * A flag: its key and name, whether it alerts his case manager, the referral the protocol calls
 * for, and its conditions (any one holding raises it).
 */
export function FlagEditor({ draft, index, edit }: { draft: Draft; index: number; edit: Edit }) {
  const { t } = useTranslation();
  const errorAt = useErrorAt();
  const flag = draft.flags[index];
  const at = `flags[${index}]`;
  const number = index + 1;
  const set = (part: string, change: (flag: DraftFlag) => DraftFlag) => edit(`${at}.${part}`, (d) => ({ ...d, flags: changeAt(d.flags, index, change) }));
  const setWhen = (slot: string | null, change: (when: DraftCondition[]) => DraftCondition[]) =>
    edit(slot, (d) => ({ ...d, flags: changeAt(d.flags, index, (f) => ({ ...f, when: change(f.when) })) }));

  return (
    <Fieldset legend={t('forms.builder.editor.flag', { number })} radius="md">
      <Stack gap="sm">
        <TextInput
          label={t('forms.builder.editor.key')}
          value={flag.key}
          error={errorAt(`${at}.key`)}
          onChange={(event) => {
            const key = event.currentTarget.value;
            set('key', (current) => ({ ...current, key }));
          }}
        />
        <TranslatedInputs
          label={t('forms.builder.editor.flagName')}
          value={flag.label}
          path={`${at}.label`}
          maxLength={limits.Translated.en.maxLength}
          onChange={(language, text, slot) =>
            edit(slot, (d) => ({ ...d, flags: changeAt(d.flags, index, (f) => ({ ...f, label: { ...f.label, [language]: text } })) }))
          }
        />
        <Checkbox
          label={t('forms.builder.editor.alert')}
          checked={flag.alert}
          onChange={(event) => {
            const alert = event.currentTarget.checked;
            set('alert', (current) => ({ ...current, alert }));
          }}
        />
        <NativeSelect
          label={t('forms.builder.editor.referral')}
          data={[
            { value: '', label: t('forms.builder.editor.noReferral') },
            ...REFERRAL_TYPES.map((type) => ({ value: type, label: referralTypeLabel(t, type) })),
          ]}
          value={flag.referral ?? ''}
          error={errorAt(`${at}.referral`)}
          onChange={(event) => {
            const referral = (event.currentTarget.value || null) as ReferralType | null;
            set('referral', (current) => ({ ...current, referral }));
          }}
        />
        <Text size="sm" c="dimmed">
          {t('forms.builder.editor.conditionsHint')}
        </Text>
        {flag.when.map((condition, j) => (
          <ConditionEditor
            key={condition.id}
            draft={draft}
            condition={condition}
            at={`${at}.when[${j}]`}
            number={j + 1}
            onChange={(slot, change) => setWhen(slot, (when) => changeAt(when, j, change))}
            onRemove={() => setWhen(null, (when) => when.filter((c) => c.id !== condition.id))}
          />
        ))}
        {errorAt(`${at}.when`) && (
          <Text size="sm" c="red" role="alert">
            {errorAt(`${at}.when`)}
          </Text>
        )}
        <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setWhen(null, (when) => [...when, newCondition()])}>
          {t('forms.builder.editor.addCondition')}
        </Button>
        <RowButtons
          index={index}
          count={draft.flags.length}
          labels={{ remove: t('forms.builder.editor.removeFlag', { number }) }}
          onRemove={() => edit(null, (d) => ({ ...d, flags: d.flags.filter((f) => f.id !== flag.id) }))}
        />
      </Stack>
    </Fieldset>
  );
}

function ConditionEditor({
  draft,
  condition,
  at,
  number,
  onChange,
  onRemove,
}: {
  draft: Draft;
  condition: DraftCondition;
  at: string;
  number: number;
  onChange: (slot: string, change: (condition: DraftCondition) => DraftCondition) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const errorAt = useErrorAt();
  const field = draft.fields.find((f) => f.id === condition.field);
  const choices = [
    { value: '', label: t('forms.builder.editor.chooseQuestion') },
    ...draft.fields.map((f) => ({ value: f.id, label: questionName(f, i18n.language) })),
  ];
  // A question no longer in the draft (an older version's key) stays named until it is changed.
  if (condition.field && !field) choices.push({ value: condition.field, label: condition.field.replace(/^missing:/, '') });
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={t('forms.builder.editor.condition', { number })}>
      <Stack gap="xs">
        <NativeSelect
          label={t('forms.builder.editor.conditionQuestion')}
          data={choices}
          value={condition.field}
          error={errorAt(`${at}.field`)}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            // Another question takes other answers: the values chosen for the last one go.
            onChange(`${at}.field`, (current) => ({ ...current, field: chosen, values: [] }));
          }}
        />
        {field && (
          <ConditionValues
            key={`${field.id}-${field.type}`}
            field={field}
            values={condition.values}
            error={errorAt(`${at}.in`)}
            onChange={(values) => onChange(`${at}.in`, (current) => ({ ...current, values }))}
          />
        )}
        {!field && errorAt(`${at}.in`) && (
          <Text size="sm" c="red" role="alert">
            {errorAt(`${at}.in`)}
          </Text>
        )}
        <RowButtons index={number - 1} count={0} labels={{ remove: t('forms.builder.editor.removeCondition', { number }) }} onRemove={onRemove} />
      </Stack>
    </Paper>
  );
}
