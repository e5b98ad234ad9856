import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANCELLED_COLOR, KIND_COLORS } from './items';
import { KindIcon } from './KindIcon';

/** What the calendar's colours and icons mean. */
export function Legend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" aria-label={t('calendar.legend')} role="group">
      {(['session', 'event'] as const).map((kind) => (
        <Group key={kind} gap={6} wrap="nowrap">
          <Text component="span" c="white" bg={KIND_COLORS[kind]} px={6} py={2} lh={1} style={{ borderRadius: 4 }}>
            <KindIcon kind={kind} size={14} />
          </Text>
          <Text size="sm">{t(`calendar.kind.${kind}`)}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <Text component="span" bg={CANCELLED_COLOR} w={22} h={18} style={{ borderRadius: 4 }} aria-hidden />
        <Text size="sm" td="line-through">
          {t('calendar.cancelled')}
        </Text>
      </Group>
    </Group>
  );
}
