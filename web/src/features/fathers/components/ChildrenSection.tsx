import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { type Father } from '@/lib/api/program';

export function ChildrenSection({ father }: { father: Father }) {
  const { t } = useTranslation();
  return (
    <Section title={t('fathers.detail.children')}>
      {father.children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fathers.detail.noChildren')}
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {father.children.map((child, index) => (
            <List.Item key={`${child.name}-${index}`}>
              {child.birthYear ? t('fathers.detail.child', { name: child.name, year: child.birthYear }) : child.name}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
