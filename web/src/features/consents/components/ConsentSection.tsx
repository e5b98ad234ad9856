import { Badge, Button, Group, Popover, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useStaffNames } from '@/features/accounts';
import { toApiError } from '@/lib/api/errors';
import type { Father } from '@/lib/api/program';
import { formatDate, formatDay, fromDateInput, toDateInput } from '@/lib/dates';
import { notify } from '@/lib/toasts';
import { useFatherConsents } from '../api/get-father-consents';
import { useRecordConsent } from '../api/record-consent';
import { useRevokeConsent } from '../api/revoke-consent';
import { CONSENT_KEYS, consentStates, newestFirst, type Consent, type ConsentKind, type ConsentState } from '../api/consents';

function kindLabel(t: TFunction, kind: ConsentKind): string {
  return t(`consents.father.kinds.${CONSENT_KEYS[kind]}`);
}

const ROW = { borderTop: '1px solid var(--mantine-color-default-border)' };

/**
 * His consents (staff only): where each kind stands at a glance, each recorded in two taps (today,
 * the program's current version, witnessed by the one who taps) or revoked, and the history.
 */
export function ConsentSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  const consents = useFatherConsents(father.id);
  const [revoking, setRevoking] = useState<Consent | null>(null);
  const confirm = useConfirmDelete({
    item: revoking,
    remove: useRevokeConsent(),
    deleted: (consent: Consent) => t('consents.father.toasts.revoked', { kind: kindLabel(t, consent.kind) }),
    onClose: () => setRevoking(null),
  });
  const revokingKind = revoking ? CONSENT_KEYS[revoking.kind] : null;

  return (
    <Section id="consents" title={t('consents.father.title')}>
      {consents.isPending ? (
        <PageLoader />
      ) : consents.isError ? (
        <LoadError title={t('consents.father.loadFailed')} error={consents.error} onRetry={() => void consents.refetch()} />
      ) : (
        <>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('consents.father.current')}>
            {consentStates(consents.data).map((state) => (
              <KindRow key={state.kind} fatherId={father.id} state={state} onRevoke={setRevoking} />
            ))}
          </Stack>
          <Title order={3} fz="md" mt="xs">
            {t('consents.father.history')}
          </Title>
          {consents.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('consents.father.historyEmpty')}
            </Text>
          ) : (
            <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('consents.father.history')}>
              {newestFirst(consents.data).map((consent) => (
                <HistoryEntry key={consent.id} consent={consent} father={father} />
              ))}
            </Stack>
          )}
        </>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('consents.father.revokeDialog.title', { kind: revoking ? kindLabel(t, revoking.kind) : '' })}
        body={revokingKind ? [t(`consents.father.revokeDialog.body.${revokingKind}`), t('consents.father.revokeDialog.kept')].join(' ') : ''}
        confirmLabel={t('consents.father.revokeDialog.confirm')}
        {...confirm}
      />
    </Section>
  );
}

/** One kind: given since when, revoked when, or never given; and the one action that changes it. */
function KindRow({ fatherId, state, onRevoke }: { fatherId: string; state: ConsentState; onRevoke: (consent: Consent) => void }) {
  const { t } = useTranslation();
  const kind = kindLabel(t, state.kind);
  return (
    <Group component="li" gap="xs" py="xs" justify="space-between" wrap="wrap" style={ROW} data-consent-kind={state.kind}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{kind}</Text>
          {state.state === 'given' ? (
            <Badge color="teal" variant="light">
              {t('consents.father.given')}
            </Badge>
          ) : state.state === 'revoked' ? (
            <Badge color="red" variant="light">
              {t('consents.father.revoked')}
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              {t('consents.father.notGiven')}
            </Badge>
          )}
        </Group>
        {state.state !== 'none' && (
          <Text size="sm" c="dimmed">
            {state.state === 'given'
              ? t('consents.father.givenOn', { date: formatDay(state.consent.grantedAt), version: state.consent.version })
              : t('consents.father.revokedOn', { date: formatDay(state.consent.revokedAt) })}
          </Text>
        )}
      </Stack>
      {state.state === 'given' ? (
        <Button
          size="sm"
          variant="subtle"
          color="red"
          onClick={() => onRevoke(state.consent)}
          aria-label={t('consents.father.revokeLabel', { kind })}
        >
          {t('consents.father.revoke')}
        </Button>
      ) : (
        <RecordConsent fatherId={fatherId} kind={state.kind} />
      )}
    </Group>
  );
}

/**
 * "Record consent", then its confirmation in a small popover that says what the father agrees to:
 * two taps. The note is there for what a witness wants kept (a paper form's place, an interpreter).
 */
function RecordConsent({ fatherId, kind }: { fatherId: string; kind: ConsentKind }) {
  const { t } = useTranslation();
  const record = useRecordConsent();
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  // The day he signed: today, or a paper form's own day (never one to come).
  const today = toDateInput(new Date());
  const [day, setDay] = useState(today);
  const signed = fromDateInput(day);
  const dayError = signed === null ? t('validation.date', { field: t('consents.father.signedOn') }) : day > today ? t('consents.father.signedInFuture') : null;
  const label = t('consents.father.recordLabel', { kind: kindLabel(t, kind) });

  const submit = async () => {
    if (dayError || signed === null) return;
    try {
      const trimmed = note.trim();
      // Today's is left to the server's clock; an earlier day is dated at its noon, a time no
      // time zone moves to another day.
      const grantedAt = day === today ? {} : { grantedAt: new Date(signed.getFullYear(), signed.getMonth(), signed.getDate(), 12).toISOString() };
      await record.mutateAsync({ fatherId, consent: { kind, ...grantedAt, ...(trimmed ? { note: trimmed } : {}) } });
      notify.success(t('consents.father.toasts.recorded', { kind: kindLabel(t, kind) }));
      setOpened(false);
      setNote('');
      setDay(toDateInput(new Date()));
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };

  return (
    // Kept shown while its button scrolls out of view: focus is inside it until Escape.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      hideDetached={false}
      width={300}
    >
      <Popover.Target>
        <Button size="sm" variant="light" onClick={() => setOpened((open) => !open)} aria-label={label}>
          {t('consents.father.record')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={label}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="xs">
            <Text size="sm">{t(`consents.father.explain.${CONSENT_KEYS[kind]}`)}</Text>
            <Text size="sm" c="dimmed">
              {t('consents.father.recordTerms')}
            </Text>
            <TextInput
              type="date"
              label={t('consents.father.signedOn')}
              value={day}
              max={today}
              required
              error={dayError}
              onChange={(event) => setDay(event.currentTarget.value)}
            />
            <Textarea
              label={t('consents.father.note')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              autosize
              minRows={1}
              maxRows={4}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="sm" variant="default" onClick={() => setOpened(false)}>
                {t('common.cancel')}
              </Button>
              <Button size="sm" type="submit" loading={record.isPending} data-autofocus>
                {t('consents.father.confirmRecord')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A consent as it was given and, if so, revoked: what, which version, when, who witnessed it, who took it back. */
function HistoryEntry({ consent, father }: { consent: Consent; father: Father }) {
  const { t } = useTranslation();
  const revokedBy = consent.revokedBy ?? null;
  const byHim = revokedBy !== null && revokedBy === father.userId;
  const staff = useStaffNames(revokedBy === null || byHim ? [] : [revokedBy]);
  const revoker = staff.names[0] ?? (revokedBy === null || staff.unknown > 0 ? t('consents.father.formerStaff') : '');
  return (
    <Stack component="li" gap={2} py="xs" style={ROW}>
      <Text size="sm" fw={600}>
        {t('consents.father.entryTitle', { kind: kindLabel(t, consent.kind), version: consent.version })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('consents.father.entryGiven', {
          date: formatDate(consent.grantedAt),
          name: consent.witnessName || t('consents.father.formerStaff'),
        })}
      </Text>
      {consent.revokedAt && (
        <Text size="sm" c="red.8">
          {byHim
            ? t('consents.father.entryRevokedByHim', { date: formatDate(consent.revokedAt) })
            : t('consents.father.entryRevoked', { date: formatDate(consent.revokedAt), name: revoker })}
        </Text>
      )}
      {consent.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {consent.note}
        </Text>
      )}
    </Stack>
  );
}
