import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/Facts';
import { Section } from '@/components/Section';
import { fatherTypeLabel } from '@/components/program/labels';
import { type Father } from '@/lib/api/program';
import { formatDay } from '@/lib/dates';
import { useStaffLabel } from '@/features/accounts';

export function ProgramSection({ father, staff }: { father: Father; staff: boolean }) {
  const { t } = useTranslation();
  const manager = useStaffLabel(staff && father.caseManagerId ? [father.caseManagerId] : []);
  return (
    <Section title={t('fathers.detail.program')}>
      <Facts
        items={[
          { label: t('fields.status'), value: t(`program.fatherStatus.${father.status}`) },
          { label: t('fields.enrollmentDate'), value: formatDay(father.enrollmentDate) },
          ...(father.status === 'exited'
            ? [
                { label: t('fields.exitDate'), value: formatDay(father.exitDate) },
                { label: t('fields.exitReason'), value: father.exitReason },
              ]
            : []),
          { label: t('fields.fatherType'), value: father.fatherType ? fatherTypeLabel(t, father.fatherType) : '' },
          { label: t('fields.setting'), value: father.setting ? t(`program.setting.${father.setting}`) : '' },
          { label: t('fields.referralSource'), value: father.referralSource },
          { label: t('fields.dateOfBirth'), value: formatDay(father.dateOfBirth) },
          ...(staff ? [{ label: t('fields.caseManager'), value: manager }] : []),
        ]}
      />
    </Section>
  );
}
