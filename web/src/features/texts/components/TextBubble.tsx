import { Box, Group, Text as Words, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '@/components/LinkedText';
import { formatDate, formatTime } from '@/lib/dates';
import type { Text } from '../api/types';
import { hasFailed, sender, textState } from '../utils/text-state';
import classes from './texts.module.css';

/**
 * One text: the program's on the right with who wrote it (or why it was sent) and where it has
 * got to, said in words; his on the left with his name.
 */
export function TextBubble({ text, fatherName }: { text: Text; fatherName: string }) {
  const { t } = useTranslation();
  const out = text.direction === 'out';
  const failed = out && hasFailed(text);
  const state = textState(t, text);
  return (
    <Group
      component="li"
      justify={out ? 'flex-end' : 'flex-start'}
      gap={0}
      wrap="nowrap"
      data-text-id={text.id}
      data-status={text.status}
    >
      <Box className={classes.bubble} data-out={out || undefined} data-failed={failed || undefined}>
        <Words size="xs" fw={700} c="dimmed">
          {out ? sender(t, text) : fatherName}
        </Words>
        <Words size="sm">
          <LinkedText text={text.body} />
        </Words>
        <Group gap={6} justify="flex-end" wrap="wrap">
          {/* The day is on the divider above: the time is enough on screen, the whole date is read out. */}
          <Words component="time" size="xs" c="dimmed" dateTime={text.createdAt}>
            <span aria-hidden>{formatTime(text.createdAt)}</span>
            <VisuallyHidden component="span">{formatDate(text.createdAt)}</VisuallyHidden>
          </Words>
          {state && (
            <Words size="xs" c={failed ? 'red.8' : 'dimmed'} fw={failed ? 600 : undefined} data-text-state>
              {state}
            </Words>
          )}
        </Group>
      </Box>
    </Group>
  );
}
