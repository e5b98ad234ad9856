import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Album } from '../api/types';
import classes from './gallery.module.css';
import { EditDeleteButtons } from '@/components/EditDeleteButtons';

export interface AlbumCardProps {
  album: Album;
  /** The cover was refused (its signature ran out): the list is asked for again. */
  onImageError: () => void;
  /** Staff: edit and delete. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One album: its cover, title, audience and how many photos it holds. */
export function AlbumCard({ album, onImageError, onEdit, onDelete }: AlbumCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const to = `/gallery/${encodeURIComponent(album.id)}`;
  return (
    <Card component="li" withBorder padding="sm" aria-labelledby={titleId}>
      <Card.Section>
        <Link to={to} className={classes.cover} tabIndex={-1} aria-hidden>
          {album.coverUrl ? (
            <img src={album.coverUrl} alt="" loading="lazy" decoding="async" onError={onImageError} />
          ) : (
            <span className={classes.coverEmpty}>{t('gallery.noCover')}</span>
          )}
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <Text component={Link} to={to} inherit c="inherit">
            {album.title}
          </Text>
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={album.groupId ? 'grape' : 'blue'}>
            {album.groupName ?? t('common.everyone')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('gallery.photos', { count: album.photoCount })}
          </Text>
        </Group>
        {album.description && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {album.description}
          </Text>
        )}
        <EditDeleteButtons
          justify="flex-end"
          onEdit={onEdit}
          onDelete={onDelete}
          edit={t('gallery.edit')}
          remove={t('gallery.delete')}
          editLabel={t('gallery.editLabel', { title: album.title })}
          deleteLabel={t('gallery.deleteLabel', { title: album.title })}
        />
      </Stack>
    </Card>
  );
}
