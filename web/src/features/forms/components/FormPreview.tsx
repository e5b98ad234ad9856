import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '@/lib/api/types';
import { LANGUAGES, toLanguage } from '@/lib/i18n';
import type { FormDefinition } from '../api/types';
import { FillForm } from './FillForm';

/** The preview's width: a small phone's, where fathers fill their surveys in. */
const PHONE_WIDTH = 360;

/**
 * The draft as it is filled in, at a phone's width, in English or Spanish whatever the reader's
 * own language: FillForm reads its strings in the language of a copy of the app's i18next. A
 * self-service form is shown as the father fills it or as a case manager does (who may mark a
 * question declined); any other form only as staff fill it.
 */
export function FormPreview({ form }: { form: FormDefinition }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(toLanguage(i18n.language));
  const [asFather, setAsFather] = useState(true);
  const staff = !form.selfService || !asFather;
  const instance = useMemo(
    // The language's strings are in before it is chosen (below): the copy starts at once.
    () => (toLanguage(i18n.language) === language ? i18n : i18n.cloneInstance({ lng: language, initAsync: false })),
    [i18n, language],
  );
  const choose = (next: string) => {
    const wanted = toLanguage(next);
    void i18n.loadLanguages(wanted).then(() => setLanguage(wanted));
  };
  return (
    <Stack gap="sm" component="section" aria-label={t('forms.builder.preview.title')}>
      <SegmentedControl
        aria-label={t('forms.builder.preview.language')}
        value={language}
        onChange={choose}
        data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      />
      {form.selfService && (
        <SegmentedControl
          aria-label={t('forms.builder.preview.who')}
          value={asFather ? 'father' : 'staff'}
          onChange={(next) => setAsFather(next === 'father')}
          data={[
            { value: 'father', label: t('forms.builder.preview.asFather') },
            { value: 'staff', label: t('forms.builder.preview.asStaff') },
          ]}
        />
      )}
      <Text size="sm" c="dimmed">
        {t('forms.builder.preview.note')}
      </Text>
      <Paper withBorder radius="lg" p="md" w={PHONE_WIDTH} maw="100%" lang={language}>
        <I18nextProvider i18n={instance}>
          {/* Its answers are checked as they would be, and never sent. */}
          <FillForm fatherId="" form={form} staff={staff} onDone={() => undefined} preview />
        </I18nextProvider>
      </Paper>
    </Stack>
  );
}
