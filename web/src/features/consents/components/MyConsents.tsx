import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { Section } from '@/components/Section';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { toApiError } from '@/lib/api/errors';
import { formatDay } from '@/lib/dates';
import { useMyConsents } from '../api/get-my-consents';
import { useRevokeMyConsent } from '../api/revoke-my-consent';
import { CONSENT_KEYS, consentStates, fatherMayRevoke, type Consent, type ConsentKind, type ConsentState } from '../api/consents';

function kindLabel(t: TFunction, kind: ConsentKind): string {
  return t(`consents.mine.kinds.${CONSENT_KEYS[kind]}`);
}

/**
 * A father's consents in plain words: what each one means, whether he gave it, and for photos,
 * text messages and e-mail a way to take it back himself. The program and data-sharing consents
 * are changed with the staff, who record them.
 */
export function MyConsents() {
  const { t } = useTranslation();
  const consents = useMyConsents();
  const [revoking, setRevoking] = useState<Consent | null>(null);
  const confirm = useConfirmDelete({
    item: revoking,
    remove: useRevokeMyConsent(),
    deleted: (consent: Consent) => t('consents.mine.toasts.revoked', { kind: kindLabel(t, consent.kind) }),
    onClose: () => setRevoking(null),
  });
  // No program record is linked to his account yet: there is nothing he has agreed to.
  if (consents.isError && toApiError(consents.error).status === 404) return null;
  const revokingKind = revoking && fatherMayRevoke(revoking.kind) ? revoking.kind : null;

  return (
    <Section title={t('consents.mine.title')}>
      <Text size="sm" c="dimmed">
        {t('consents.mine.description')}
      </Text>
      {consents.isPending ? (
        <PageLoader />
      ) : consents.isError ? (
        <LoadError title={t('consents.mine.loadFailed')} error={consents.error} onRetry={() => void consents.refetch()} />
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('consents.mine.list')}>
          {consentStates(consents.data).map((state) => (
            <ConsentRow key={state.kind} state={state} onRevoke={setRevoking} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('consents.mine.revokeDialog.title', { kind: revoking ? kindLabel(t, revoking.kind) : '' })}
        body={revokingKind ? [t(`consents.mine.revokeDialog.body.${revokingKind}`), t('consents.mine.revokeDialog.again')].join(' ') : ''}
        confirmLabel={t('consents.mine.revokeDialog.confirm')}
        {...confirm}
      />
    </Section>
  );
}

function ConsentRow({ state, onRevoke }: { state: ConsentState; onRevoke: (consent: Consent) => void }) {
  const { t } = useTranslation();
  const kind = kindLabel(t, state.kind);
  const mayRevoke = fatherMayRevoke(state.kind);
  return (
    <Stack
      component="li"
      gap={4}
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-consent-kind={state.kind}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600}>{kind}</Text>
        {state.state === 'given' ? (
          <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
            {t('consents.mine.given')}
          </Badge>
        ) : state.state === 'revoked' ? (
          <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
            {t('consents.mine.revoked')}
          </Badge>
        ) : (
          <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
            {t('consents.mine.notGiven')}
          </Badge>
        )}
      </Group>
      <Text size="sm">{t(`consents.mine.explain.${CONSENT_KEYS[state.kind]}`)}</Text>
      {state.state !== 'none' && (
        <Text size="sm" c="dimmed">
          {state.state === 'given'
            ? t('consents.mine.givenOn', { date: formatDay(state.consent.grantedAt) })
            : t('consents.mine.revokedOn', { date: formatDay(state.consent.revokedAt) })}
        </Text>
      )}
      {!mayRevoke ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('consents.mine.askStaff')}
        </Text>
      ) : state.state === 'given' ? (
        <Group>
          <Button
            variant="light"
            color="red"
            mih={44}
            onClick={() => onRevoke(state.consent)}
            aria-label={t('consents.mine.revokeLabel', { kind })}
          >
            {t('consents.mine.revoke')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('consents.mine.giveAgain')}
        </Text>
      )}
    </Stack>
  );
}
