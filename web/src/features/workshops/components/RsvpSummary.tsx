import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { Section } from '@/components/Section';
import { rsvpCountsText, useSessionRsvps } from '@/features/rsvp';
import classes from './rsvp-summary.module.css';

/**
 * Staff: how the fathers answered ("12 yes · 2 can't · 1 late · 5 no answer") and, once
 * attendance is taken, those who said they would come and did not, each a link to his page
 * (where a contact is logged). Each father's own answer is on his roster line. The loading
 * line and the counts are plain elements (rsvp-summary.module.css): the counts are the page's
 * largest paint on a phone (issue 29).
 */
export function RsvpSummary({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const rsvps = useSessionRsvps(sessionId);
  return (
    <Section title={t('sessions.rsvp.title')}>
      {rsvps.isPending ? (
        // One line, as tall as the counts that replace it: the page's 40vh loader here
        // moved the roster below when the answers came (a layout shift on a phone).
        <p className={classes.loading} role="status">
          {t('common.loading')}
        </p>
      ) : rsvps.isError ? (
        <LoadError title={t('sessions.rsvp.loadFailed')} error={rsvps.error} onRetry={() => void rsvps.refetch()} />
      ) : (
        <div className={classes.summary}>
          <p className={classes.counts} data-testid="rsvp-counts">
            <span className={classes.countsLabel}>{t('sessions.rsvp.counts')}:</span> {rsvpCountsText(t, rsvps.data.counts)}
          </p>
          {rsvps.data.noShows.length > 0 && (
            <Stack gap={4}>
              <Title order={3} fz="h5" id={`no-shows-${sessionId}`}>
                {t('sessions.rsvp.noShows')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('sessions.rsvp.noShowsHint')}
              </Text>
              <Stack
                gap={4}
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-labelledby={`no-shows-${sessionId}`}
              >
                {rsvps.data.noShows.map((father) => (
                  <Group key={father.fatherId} component="li" gap="xs" wrap="wrap" mih={44} align="center">
                    <Anchor component={Link} to={`/fathers/${encodeURIComponent(father.fatherId)}`} fw={600}>
                      {father.name}
                    </Anchor>
                    <Badge variant="light" color={father.answer === 'late' ? 'orange' : 'green'} size="sm" tt="none">
                      {t(`rsvp.badge.${father.answer}`)}
                    </Badge>
                    <Anchor
                      component={Link}
                      to={`/fathers/${encodeURIComponent(father.fatherId)}?log=call`}
                      size="sm"
                      aria-label={t('sessions.rsvp.logCallLabel', { name: father.name })}
                    >
                      {t('sessions.rsvp.logCall')}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            </Stack>
          )}
        </div>
      )}
    </Section>
  );
}
