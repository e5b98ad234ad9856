import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { usePhone } from '@/lib/media';
import { useFatherSubmissions } from '../api/get-father-submissions';
import { useForms } from '../api/get-forms';
import type { FormDefinition } from '../api/types';
import { FillForm } from './FillForm';
import { inLanguage } from './labels';
import { SubmissionEntry } from './SubmissionEntry';

/**
 * The forms filled in about him, newest first (staff): intake, screenings, assessments before and
 * after, each with its scores and, for his case manager and directors, the flags it raised. Staff
 * fill a published form for him from here.
 */
export function FormsSection({ fatherId }: { fatherId: string }) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const submissions = useFatherSubmissions(fatherId);
  const [choosing, setChoosing] = useState(false);
  const forms = useForms(choosing);
  const [chosen, setChosen] = useState<string | null>(null);
  const [filling, setFilling] = useState<FormDefinition | null>(null);
  const published = (forms.data ?? []).filter((f) => f.status === 'published');
  const close = () => {
    setChoosing(false);
    setFilling(null);
    setChosen(null);
  };
  return (
    <Section
      title={t('forms.father.title')}
      actions={
        <Button size="sm" variant="light" onClick={() => setChoosing(true)}>
          {t('forms.father.fill')}
        </Button>
      }
    >
      {submissions.isPending ? (
        <PageLoader />
      ) : submissions.isError ? (
        <LoadError title={t('forms.father.loadFailed')} error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : submissions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('forms.father.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('forms.father.list')}>
          {submissions.data.map((submission) => (
            <SubmissionEntry key={submission.id} submission={submission} />
          ))}
        </Stack>
      )}
      <Dialog
        opened={choosing}
        onClose={close}
        title={filling ? inLanguage(filling.name, i18n.language) : t('forms.father.choose')}
        fullScreen={phone}
      >
        {filling ? (
          <FillForm fatherId={fatherId} form={filling} staff onDone={close} />
        ) : forms.isPending ? (
          <PageLoader />
        ) : forms.isError ? (
          <LoadError title={t('forms.father.formsFailed')} error={forms.error} onRetry={() => void forms.refetch()} />
        ) : (
          <Stack gap="md">
            <NativeSelect
              label={t('forms.father.form')}
              data={[
                { value: '', label: t('forms.father.chooseForm') },
                ...published.map((f) => ({ value: f.id, label: inLanguage(f.name, i18n.language) })),
              ]}
              value={chosen ?? ''}
              onChange={(event) => setChosen(event.currentTarget.value || null)}
            />
            <Group justify="flex-end">
              <Button disabled={!chosen} onClick={() => setFilling(published.find((f) => f.id === chosen) ?? null)}>
                {t('forms.father.start')}
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </Section>
  );
}
