import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@/lib/api/limits.gen';
import { RSVP_ANSWERS, type Rsvp, type RsvpAnswer } from '../api/rsvp';
import { useAuth } from '@/lib/auth/AuthProvider';
import {
  answerRsvp,
  pendingRsvpsSnapshot,
  rsvpKey,
  subscribePendingRsvps,
  type RsvpSendResult,
  type RsvpTarget,
} from '../api/pending-rsvps';
import { notify } from '@/lib/toasts';
import { hasStarted, useStarted } from './started';

/** Thumb-sized (44 px at least) buttons whose labels wrap on a 360 px phone instead of being cut. */
const BIG = {
  size: 'md',
  fz: 'sm',
  h: 'auto',
  mih: 48,
  py: 6,
  px: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } },
} as const;

const COLORS: Record<RsvpAnswer, string> = { yes: 'green', no: 'red', late: 'orange' };

export interface RsvpButtonsProps {
  /** The session or event, as the father sees it. */
  target: RsvpTarget;
  /** His answer as the server has it (calendar's and home's `myRsvp`, his roster line's `rsvp`). */
  rsvp: Rsvp | null;
  /** A cancelled session is not answered. */
  cancelled?: boolean;
}

/**
 * A father's answer to a session or an event, in one tap: "I'll be there", "Can't make it"
 * (with an optional reason, then Send) or "Running late"; his answer is the pressed button.
 * Without a network the answer waits on the device and says so (../api/pending-rsvps).
 * Once the item has started the buttons are off and say "Started". Staff see nothing.
 */
export function RsvpButtons({ target, rsvp, cancelled = false }: RsvpButtonsProps) {
  const { user } = useAuth();
  if (!user || user.isAdmin || cancelled) return null;
  return <RsvpChoice key={rsvpKey(target.kind, target.id)} userId={user.id} target={target} rsvp={rsvp} />;
}

function RsvpChoice({ userId, target, rsvp }: { userId: string; target: RsvpTarget; rsvp: Rsvp | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const pending = useSyncExternalStore(subscribePendingRsvps, () => pendingRsvpsSnapshot(userId))[rsvpKey(target.kind, target.id)];
  const started = useStarted(target.startsAt);
  const waiting = pending?.state === 'waiting';
  const refused = pending?.state === 'refused';
  const current: RsvpAnswer | null = waiting ? pending.answer : (rsvp?.answer ?? null);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [note, setNote] = useState(() => (waiting ? pending.note : (rsvp?.note ?? '')));

  const report = (result: RsvpSendResult) => {
    if (result.outcome === 'started') notify.error(t(`rsvp.started.${target.kind}`));
    else if (result.outcome === 'failed') notify.error(result.error.message);
  };
  const choose = (answer: RsvpAnswer, reason = '') => {
    if (hasStarted(target.startsAt)) return;
    void answerRsvp(queryClient, userId, target, answer, reason).then(report);
  };
  const onTap = (answer: RsvpAnswer) => {
    if (answer === 'no') {
      setReasonOpen(true);
      return;
    }
    setReasonOpen(false);
    choose(answer);
  };
  const onSend = () => {
    setReasonOpen(false);
    choose('no', note.slice(0, limits.RsvpInput.note.maxLength));
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('rsvp.question')}
      </Text>
      <SimpleGrid cols={3} spacing={6} role="group" aria-label={t('rsvp.groupLabel', { title: target.title })}>
        {RSVP_ANSWERS.map((answer) => {
          const pressed = current === answer;
          return (
            <Button
              key={answer}
              {...BIG}
              variant={pressed ? 'filled' : 'default'}
              color={COLORS[answer]}
              aria-pressed={pressed}
              aria-expanded={answer === 'no' ? reasonOpen : undefined}
              aria-controls={answer === 'no' && reasonOpen ? `${id}-reason` : undefined}
              disabled={started}
              onClick={() => onTap(answer)}
            >
              {/* The mark is for the eye; aria-pressed says it to screen readers. */}
              {pressed && <span aria-hidden="true">✓&nbsp;</span>}
              {t(`rsvp.answers.${answer}`)}
            </Button>
          );
        })}
      </SimpleGrid>
      {/* Started while the reason was being typed: nothing more can be sent. */}
      {reasonOpen && !started && (
        <Stack gap={6} id={`${id}-reason`}>
          <Textarea
            label={t('rsvp.reason')}
            description={t('rsvp.reasonHint', { count: limits.RsvpInput.note.maxLength })}
            value={note}
            maxLength={limits.RsvpInput.note.maxLength}
            autosize
            minRows={2}
            maxRows={5}
            data-autofocus
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" mih={44} onClick={() => setReasonOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" mih={44} onClick={onSend}>
              {t('rsvp.send')}
            </Button>
          </Group>
        </Stack>
      )}
      <Text size="xs" c={refused ? 'red.8' : waiting ? 'orange.9' : 'dimmed'} role="status" aria-live="polite">
        {refused
          ? t(`rsvp.started.${target.kind}`)
          : started
            ? t('rsvp.startedLabel')
            : waiting
              ? t('rsvp.waiting')
              : current === 'no' && rsvp?.note
                ? t('rsvp.badge.noWithNote', { note: rsvp.note })
                : ''}
      </Text>
    </Stack>
  );
}
