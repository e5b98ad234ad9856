import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegistrationOpen } from '../api/get-config';
import { AuthCard } from '../components/AuthCard';
import { SignInForm } from '../components/SignInForm';

export default function SignInRoute() {
  const { t } = useTranslation();
  const registrationOpen = useRegistrationOpen();
  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <SignInForm />
      <Anchor component={Link} to="/forgot-password" size="sm">
        {t('auth.signIn.forgot')}
      </Anchor>
      {registrationOpen && (
        <Group gap={4}>
          <Text size="sm">{t('auth.signIn.noAccount')}</Text>
          <Anchor component={Link} to="/register" size="sm">
            {t('auth.signIn.register')}
          </Anchor>
        </Group>
      )}
    </AuthCard>
  );
}
