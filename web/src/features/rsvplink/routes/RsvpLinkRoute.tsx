import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { answerRsvpLink, type RsvpLinkAnswer } from '@/features/rsvp';
import type { ReminderItem } from '@/features/reminders';
import { useAuth } from '@/lib/auth/AuthProvider';
import { formatDayDate } from '@/lib/dates';

type Outcome = { state: 'sending' } | { state: 'answered'; answer: RsvpLinkAnswer } | { state: 'failed'; error: ApiError };

/** A session's page by its id alone (app/router sends it on under its cycle), or an event's. */
function itemPath(item: ReminderItem): string {
  const id = encodeURIComponent(item.id);
  return item.kind === 'session' ? `/sessions/${id}` : `/calendar/${id}`;
}

/**
 * /rsvp?token=…: an answer link of a reminder e-mail ("I'll be there", "Can't make it",
 * "Running late"), signed out or in. The page sends the token once it runs, so a mail
 * scanner that only fetches the link answers nothing.
 */
export function RsvpLinkRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'sending' });

  useEffect(() => {
    let current = true;
    answerRsvpLink(token).then(
      (answer) => current && setOutcome({ state: 'answered', answer }),
      (error: unknown) => current && setOutcome({ state: 'failed', error: toApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  return (
    <Stack gap="lg" w="100%" maw={480} mx="auto" py="xl" px="md">
      <Text ta="center" fw={800} fz="xl" c="blue.7">
        {t('app.title')}
      </Text>
      <Paper withBorder shadow="sm" radius="md" p="lg">
        {outcome.state === 'sending' ? (
          <Stack gap="sm" align="center" role="status" aria-live="polite">
            <Title order={1} fz="h2">
              {t('rsvpLink.title')}
            </Title>
            <Loader />
            <Text>{t('rsvpLink.sending')}</Text>
          </Stack>
        ) : outcome.state === 'answered' ? (
          <Answered answer={outcome.answer} />
        ) : (
          <Failed
            error={outcome.error}
            onRetry={() => {
              setOutcome({ state: 'sending' });
              setAttempt((n) => n + 1);
            }}
          />
        )}
      </Paper>
    </Stack>
  );
}

function Answered({ answer }: { answer: RsvpLinkAnswer }) {
  const { t } = useTranslation();
  const { item } = answer;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('rsvpLink.thanks')}
      </Title>
      <Text fz="lg" role="status">
        {t(`rsvpLink.answered.${answer.answer}`)}
      </Text>
      <Stack gap={2}>
        <Text fw={700}>{item.title}</Text>
        <Text>{formatDayDate(item.startsAt)}</Text>
      </Stack>
      <Text size="sm" c="dimmed">
        {t('rsvpLink.change')}
      </Text>
      <WaysOn
        to={itemPath(item)}
        open={item.kind === 'session' ? t('rsvpLink.openSession') : t('rsvpLink.openEvent')}
      />
    </Stack>
  );
}

function Failed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation();
  // 409: the item has started; 400: a token the server did not sign (cut short, changed).
  const known = error.status === 409 ? 'expired' : error.status === 400 ? 'invalid' : null;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {known ? t(`rsvpLink.${known}`) : t('rsvpLink.failed')}
      </Title>
      {known ? (
        <Text role="alert">{t(`rsvpLink.${known}Body`)}</Text>
      ) : (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="sm" variant="white" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      <WaysOn to="/" />
    </Stack>
  );
}

/** Signed in: to the item (or home); signed out: sign in first, then there. */
function WaysOn({ to, open }: { to: string; open?: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-out') {
    return (
      <Group>
        <Button component={Link} to="/signin" state={{ from: { pathname: to, search: '', hash: '' } }}>
          {t('rsvpLink.signIn')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm">
      {open && (
        <Button component={Link} to={to}>
          {open}
        </Button>
      )}
      <Button component={Link} to="/" variant={open ? 'default' : 'filled'}>
        {t('rsvpLink.home')}
      </Button>
    </Group>
  );
}
