import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { toApiError } from '@/lib/api/errors';
import { normalizeCode, type CheckInResult } from '@/features/rsvp';
import { useSession } from '@/features/workshops';
import { useCheckIn } from '../api/check-in';

/**
 * /check-in: a father checks in to the session going on. The QR code the facilitator shows opens
 * /check-in?code=…, which checks him in at once (signed out, he signs in first and comes back
 * here: app/guards); without a code he types its six digits.
 */
export function CheckInRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('code') ?? '';
  const check = useCheckIn();
  const { mutate } = check;
  const [typed, setTyped] = useState(linked);
  // A code not of six digits: the one typed, or the link's until he changes it.
  const [invalid, setInvalid] = useState(() => linked !== '' && normalizeCode(linked) === null);
  // A code is sent once: not again when the page draws anew.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!linked || sent.current === linked) return;
    sent.current = linked;
    const code = normalizeCode(linked);
    if (code) mutate(code);
  }, [linked, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeCode(typed);
    setInvalid(!code);
    if (code) mutate(code);
  };

  return (
    <Stack gap="md" maw={520}>
      <PageHeader title={t('checkIn.title')} description={check.isSuccess ? undefined : t('checkIn.description')} />
      {check.isSuccess ? (
        <CheckedIn result={check.data} />
      ) : (
        <>
          {check.isError && (
            <Alert color="red" variant="light" role="alert" title={t('checkIn.failed')}>
              {toApiError(check.error).message}
            </Alert>
          )}
          <CodeForm
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setInvalid(false);
            }}
            invalid={invalid}
            busy={check.isPending}
            onSubmit={submit}
          />
        </>
      )}
    </Stack>
  );
}

function CodeForm({
  value,
  onChange,
  invalid,
  busy,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label={t('checkIn.title')}>
      <Stack gap="md">
        <TextInput
          label={t('checkIn.code')}
          description={t('checkIn.codeHint')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={invalid ? t('checkIn.invalid') : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          size="xl"
          styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.2em', textAlign: 'center' } }}
          required
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t('checkIn.submit')}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {busy ? t('checkIn.checking') : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Checked in: present or late, for which session, with the way to it. */
function CheckedIn({ result }: { result: CheckInResult }) {
  const { t } = useTranslation();
  // A session never moves to another cycle: its page's address is read once.
  const session = useSession(result.sessionId, { staleTime: Infinity });
  const late = result.status === 'late';
  const path = session.data ? `/cycles/${session.data.cycleId}/sessions/${session.data.id}` : `/sessions/${result.sessionId}`;
  return (
    <Paper withBorder p="lg" role="status" aria-live="polite">
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color={late ? 'yellow' : 'green'} aria-hidden>
            <Text fw={800} fz={28} lh={1} c={late ? 'black' : 'white'}>
              ✓
            </Text>
          </ThemeIcon>
          <Title order={2} fz="h3">
            {late ? t('checkIn.late') : t('checkIn.present')}
          </Title>
        </Group>
        {late && <Text>{t('checkIn.lateHint')}</Text>}
        {session.data && <Text fw={600}>{t('checkIn.forSession', { title: session.data.title })}</Text>}
        <Group gap="sm">
          <Button component={Link} to={path} variant="light">
            {t('checkIn.openSession')}
          </Button>
          <Anchor component={Link} to="/">
            {t('checkIn.home')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
