import { Alert, Button, FileButton, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/Dialog';
import { Section } from '@/components/Section';
import { usePhone } from '@/lib/media';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, type Album } from '../api/types';
import type { LocalCheck, UploadItem } from '../api/upload-queue';
import { useUploads } from '../api/use-uploads';
import classes from './gallery.module.css';
import { PicturedPicker } from './PicturedPicker';

function percent(item: UploadItem): number {
  if (item.status === 'done') return 100;
  return item.total > 0 ? Math.floor((item.loaded / item.total) * 100) : 0;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Staff: photos chosen (several at once) or dropped here are uploaded a few at a time, each
 * on its own row with its progress; a dropped connection or storage away for a moment is
 * retried by itself, a file the server refuses says why. Who is pictured is tagged first: a
 * father without photo consent hides the photo from fathers. Photos with no one tagged are
 * sent only once staff say everyone pictured has photo consent; otherwise they wait here to be
 * tagged.
 */
export function UploadPanel({ album }: { album: Album }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const uploads = useUploads(album.id);
  const reset = useRef<() => void>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  // Chosen with no one tagged: held until staff answer the consent question, or tag and upload.
  const [held, setHeld] = useState<File[] | null>(null);
  const [asking, setAsking] = useState(false);

  const check: LocalCheck = (file) => {
    if (file.size > MAX_PHOTO_BYTES) return { status: 413, message: t('gallery.upload.tooLarge') };
    // The server decides by content; a file that says it is something else is not sent at all.
    if (file.type && !PHOTO_TYPES.includes(file.type)) return { status: 400, message: t('gallery.upload.notImage') };
    return null;
  };

  // Each batch is tagged afresh: the next photos may picture someone else.
  const send = (files: File[]) => {
    uploads.add(files, check, tags);
    setTags([]);
    setHeld(null);
    setAsking(false);
  };

  const add = (files: File[]) => {
    reset.current?.();
    if (files.length === 0) return;
    if (tags.length > 0) return send(files);
    setHeld(files);
    setAsking(true);
  };

  const backToTagging = () => {
    setAsking(false);
    requestAnimationFrame(() => picker.current?.focus());
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const done = uploads.items.filter((item) => item.status === 'done');
  return (
    <Section
      title={t('gallery.upload.title')}
      actions={
        done.length > 0 && (
          <Button size="xs" variant="subtle" onClick={() => done.forEach((item) => uploads.dismiss(item.id))}>
            {t('gallery.upload.clearDone')}
          </Button>
        )
      }
    >
      <PicturedPicker album={album} value={tags} onChange={setTags} inputRef={picker} />
      {held && !asking && (
        <Alert color="yellow" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('gallery.upload.held', { count: held.length })}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => add(held)}>
                {t('gallery.upload.sendHeld', { count: held.length })}
              </Button>
              <Button size="xs" variant="subtle" color="gray" onClick={() => setHeld(null)}>
                {t('gallery.upload.dropHeld')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <div
        className={classes.dropzone}
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={add} accept={PHOTO_TYPES.join(',')} multiple resetRef={reset}>
            {(props) => <Button {...props}>{t('gallery.upload.choose')}</Button>}
          </FileButton>
          <Stack gap={0} style={{ flex: 1, minWidth: 180 }}>
            <Text size="sm" c="dimmed">
              {t('gallery.upload.hint')}
            </Text>
            {!phone && (
              <Text size="sm" c={dragging ? 'blue' : 'dimmed'}>
                {dragging ? t('gallery.upload.dropNow') : t('gallery.upload.drop')}
              </Text>
            )}
          </Stack>
        </Group>
      </div>
      {uploads.items.length > 0 && (
        <>
          <Text size="sm" role="status">
            {t('gallery.upload.summary', { done: done.length, total: uploads.items.length })}
          </Text>
          {/* A long batch scrolls in its own box, so the grid stays near. */}
          <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('gallery.upload.list')}>
              {uploads.items.map((item) => (
                <UploadRow
                  key={item.id}
                  item={item}
                  onCancel={() => uploads.cancel(item.id)}
                  onRetry={() => uploads.retry(item.id)}
                  onDismiss={() => uploads.dismiss(item.id)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </>
      )}
      <Dialog opened={asking} onClose={backToTagging} title={t('gallery.upload.consent.title')} returnFocus={false}>
        <Stack gap="md">
          <Text>{t('gallery.upload.consent.body', { count: held?.length ?? 0 })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={backToTagging}>
              {t('gallery.upload.consent.no')}
            </Button>
            <Button onClick={() => held && send(held)}>{t('gallery.upload.consent.yes', { count: held?.length ?? 0 })}</Button>
          </Group>
        </Stack>
      </Dialog>
    </Section>
  );
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  onDismiss,
}: {
  item: UploadItem;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const name = item.file.name;
  const value = percent(item);
  const finished = item.status === 'done' || item.status === 'failed';
  const reason =
    item.error?.status === 0
      ? t('gallery.upload.offline')
      : item.error?.status === 503
        ? t('gallery.upload.unavailable')
        : (item.error?.message ?? '');
  const status =
    item.status === 'queued'
      ? t('gallery.upload.queued')
      : item.status === 'uploading'
        ? t('gallery.upload.uploading', { percent: value })
        : item.status === 'waiting'
          ? t('gallery.upload.waiting')
          : item.status === 'done'
            ? t('gallery.upload.done')
            : t('gallery.upload.failed', { reason });
  return (
    <li data-upload-status={item.status}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {megabytes(item.file.size)}
          </Text>
        </Group>
        <Progress
          value={value}
          aria-label={name}
          color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : 'blue'}
          animated={item.status === 'uploading'}
          striped={item.status === 'uploading' || item.status === 'waiting'}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c={item.status === 'failed' ? 'red.8' : 'dimmed'} role={item.status === 'failed' ? 'alert' : undefined}>
            {status}
          </Text>
          <Group gap={4}>
            {item.status === 'failed' && item.retryable && (
              <Button size="compact-xs" variant="light" onClick={onRetry} aria-label={t('gallery.upload.retryLabel', { name })}>
                {t('gallery.upload.retry')}
              </Button>
            )}
            {finished ? (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={onDismiss} aria-label={t('gallery.upload.dismissLabel', { name })}>
                {t('gallery.upload.dismiss')}
              </Button>
            ) : (
              <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel} aria-label={t('gallery.upload.cancelLabel', { name })}>
                {t('gallery.upload.cancel')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </li>
  );
}
