import { Button, Group, Stack, Text as Words, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import { limits } from '@/lib/api/limits.gen';
import { useTouchTyping } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { useSendText } from '../api/send-text';
import { textCost } from '../utils/text-cost';

/** The longest text staff may send: ten segments of Unicode. */
const { maxLength: longest } = limits.NewText.body;

export interface TextComposerProps {
  fatherId: string;
  fatherName: string;
  /** Why he cannot be texted now (said beside the composer, by its id): Send stays disabled. */
  blockedBy?: string;
}

/**
 * Where staff write a text to a father, told while typing what it will cost: its characters, its
 * alphabet (an accent such as á makes the whole text Unicode, with fewer characters a segment)
 * and how many segments it goes in. Send is a button (Ctrl+Enter on a computer): Enter is a
 * new line, and a text sent cannot be taken back.
 */
export function TextComposer({ fatherId, fatherName, blockedBy }: TextComposerProps) {
  const { t } = useTranslation();
  const touch = useTouchTyping();
  const send = useSendText();
  const [body, setBody] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  // What is sent, and so counted: the text without the spaces around it.
  const cost = textCost(body.trim());
  const tooLong = cost.characters > longest;
  const ready = cost.characters > 0 && !tooLong && !blockedBy && !send.isPending;

  const submit = async () => {
    if (!ready) return;
    try {
      await send.mutateAsync({ fatherId, body: body.trim() });
      setBody('');
      setRefused(null);
    } catch (caught) {
      const error = toApiError(caught);
      // A word about the text itself goes under it; anything else (no consent, no number) is a toast.
      if (error.fields.body) setRefused(error.fields.body);
      else notify.error(error.message);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const error = tooLong ? t('texts.compose.tooLong', { max: longest }) : refused;
  // What it costs, under the field and read out with it: characters, alphabet, segments.
  const costLine = (
    <span data-text-cost>
      <Words component="span" size="xs" c={tooLong ? 'red.8' : undefined}>
        {t('texts.compose.characters', { typed: cost.characters, max: longest })}
      </Words>
      {' · '}
      <Words component="span" size="xs" c={cost.encoding === 'UCS-2' ? 'orange.9' : undefined}>
        {cost.encoding === 'GSM-7' ? t('texts.compose.gsm7') : t('texts.compose.ucs2')}
      </Words>
      {' · '}
      <Words component="span" size="xs" c={cost.segments > 1 ? 'orange.9' : undefined}>
        {t('texts.compose.segments', { count: cost.segments })}
      </Words>
    </span>
  );
  return (
    <form onSubmit={onSubmit} aria-label={t('texts.compose.label', { name: fatherName })}>
      <Stack gap={6}>
        <Textarea
          label={t('texts.compose.label', { name: fatherName })}
          placeholder={t('texts.compose.placeholder')}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setRefused(null);
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={2}
          maxRows={8}
          description={costLine}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error ?? undefined}
        />
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Words size="xs" c="dimmed">
            {touch ? '' : t('texts.compose.keyHint')}
          </Words>
          <Button type="submit" disabled={!ready} loading={send.isPending} aria-describedby={blockedBy}>
            {t('texts.compose.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
