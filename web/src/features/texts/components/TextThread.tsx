import { Box, Button, Center, Divider, Stack, Text as Words } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { formatDay } from '@/lib/dates';
import { useOlderAbove } from '@/lib/use-older-above';
import { oldestFirst, useTexts } from '../api/get-texts';
import { TextBubble } from './TextBubble';
import classes from './texts.module.css';

/** Within this distance of the end, the thread follows new texts. */
const STICK_PX = 80;

/**
 * His texts both ways, oldest at the top and newest at the bottom as a phone shows them, in a
 * box of its own that scrolls; older ones page in above ("Load older texts") without moving the
 * reader's place, and new ones are followed while the reader is at the end.
 */
export function TextThread({ fatherId, fatherName }: { fatherId: string; fatherName: string }) {
  const { t } = useTranslation();
  const thread = useTexts(fatherId);
  const texts = oldestFirst(thread.data?.pages);
  const viewport = useRef<HTMLDivElement>(null);
  // Older texts go in above: the reader's place stays where it was.
  const loadOlder = useOlderAbove(viewport, thread, texts[0]?.id);
  const { hasNextPage, isFetchingNextPage } = thread;

  // New texts at the end (his reply, the one just sent, a status that grew the last bubble).
  const atEnd = useRef(true);
  const newest = texts[texts.length - 1];
  const newestKey = newest ? `${newest.id}:${newest.status}` : '';
  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [newestKey]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
  };

  if (thread.isPending) return <PageLoader />;
  if (thread.isError) {
    return <LoadError title={t('texts.section.loadFailed')} error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  return (
    <div ref={viewport} className={classes.scroller} onScroll={onScroll} data-texts-scroller>
      <Stack gap="xs" p="xs">
        {hasNextPage && (
          <Center>
            <Button variant="default" size="xs" loading={isFetchingNextPage} onClick={loadOlder}>
              {t('texts.section.loadOlder')}
            </Button>
          </Center>
        )}
        {thread.isFetchNextPageError && (
          <Words size="sm" c="red" role="alert" ta="center">
            {t('texts.section.olderFailed')}
          </Words>
        )}
        {texts.length === 0 ? (
          <Box py="md">
            <Words c="dimmed" ta="center" size="sm">
              {t('texts.section.empty')}
            </Words>
          </Box>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('texts.section.thread', { name: fatherName })}
          >
            {texts.map((text, index) => {
              const previous = texts[index - 1];
              const newDay = !previous || formatDay(previous.createdAt) !== formatDay(text.createdAt);
              return (
                <Fragment key={text.id}>
                  {newDay && (
                    <li aria-hidden>
                      <Divider label={formatDay(text.createdAt)} labelPosition="center" />
                    </li>
                  )}
                  <TextBubble text={text} fatherName={fatherName} />
                </Fragment>
              );
            })}
          </Stack>
        )}
      </Stack>
    </div>
  );
}
