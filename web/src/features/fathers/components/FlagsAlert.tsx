import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { referralTypeLabel } from '@/features/casework';
import { inLanguage, useFormVersion } from '@/features/forms';
import type { Father } from '@/lib/api/program';
import { toApiError } from '@/lib/api/errors';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useCreateReferral } from '../api/create-referral';
import { useFatherReferrals } from '../api/get-father-referrals';

type RaisedFlag = Father['flags'][number];

/**
 * What his forms flagged (a positive screening), near the top of his page: only his case manager
 * and directors get `flags` from the server. Each says what the program's protocol says next and,
 * where the flag names a referral, makes it in one tap, or says when it was made.
 */
export function FlagsAlert({ father }: { father: Father }) {
  const { t } = useTranslation();
  if (father.flags.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="region" aria-label={t('fathers.flags.title')} title={t('fathers.flags.title')}>
      <Stack gap="md">
        {father.flags.map((flag) => (
          <RaisedFlagEntry key={`${flag.submissionId}-${flag.key}`} fatherId={father.id} flag={flag} />
        ))}
      </Stack>
    </Alert>
  );
}

function RaisedFlagEntry({ fatherId, flag }: { fatherId: string; flag: RaisedFlag }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const form = useFormVersion(flag.formId).data;
  const protocol = form?.protocol ? inLanguage(form.protocol, language) : '';
  const name = inLanguage(flag.label, language);
  const formName = inLanguage(flag.formName, language);
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('fathers.flags.raised', { flag: name, form: formName, date: formatDate(flag.submittedAt) })}</Text>
      {protocol && (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {t('fathers.flags.protocol')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {protocol}
          </Text>
        </Stack>
      )}
      {flag.referral && <OneTapReferral fatherId={fatherId} flag={flag} type={flag.referral} flagName={name} formName={formName} />}
    </Stack>
  );
}

/** The referral the flag names: made since the flag was raised, or made now in one tap. */
function OneTapReferral({
  fatherId,
  flag,
  type,
  flagName,
  formName,
}: {
  fatherId: string;
  flag: RaisedFlag;
  type: NonNullable<RaisedFlag['referral']>;
  flagName: string;
  formName: string;
}) {
  const { t } = useTranslation();
  const referrals = useFatherReferrals(fatherId);
  const create = useCreateReferral();
  const made = (referrals.data ?? []).find((r) => r.type === type && r.madeAt >= flag.submittedAt);
  const label = referralTypeLabel(t, type);
  if (made) {
    return (
      <Text size="sm">{t('fathers.flags.referred', { date: formatDate(made.madeAt), type: label })}</Text>
    );
  }
  const refer = async () => {
    try {
      await create.mutateAsync({
        fatherId,
        referral: { type, note: t('fathers.flags.referralNote', { form: formName, flag: flagName }) },
      });
      notify.success(t('fathers.flags.referralMade'));
    } catch (caught) {
      notify.error(toApiError(caught).message);
    }
  };
  return (
    <Group>
      <Button size="sm" color="red" loading={create.isPending} disabled={referrals.isPending} onClick={() => void refer()}>
        {t('fathers.flags.refer', { type: label })}
      </Button>
    </Group>
  );
}
