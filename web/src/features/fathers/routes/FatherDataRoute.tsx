import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Facts } from '@/components/Facts';
import { PageLoader } from '@/components/PageLoader';
import { PrintButton } from '@/components/PrintButton';
import { answerLines, inLanguage, useFormVersions } from '@/features/forms';
import { formatMoney, incentiveKindLabel } from '@/features/incentives';
import { contactMethodLabel, contactOutcomeLabel, referralStatusLabel, referralTypeLabel } from '@/features/casework';
import { fatherTypeLabel, fullName, milestoneKindLabel } from '@/components/program/labels';
import { formatDate, formatDay } from '@/lib/dates';
import type { Language } from '@/lib/api/types';
import { LANGUAGES } from '@/lib/i18n';
import { useFatherExport } from '../api/export-father';
import type { FatherExport } from '../api/types';
import type en from '../locales/en';
import { FatherLoadError } from '../components/FatherLoadError';

/**
 * /fathers/{id}/data (directors): everything recorded about him, as the JSON download holds it,
 * laid out to be read and printed — for a father who asks what the program keeps, or an auditor.
 */
export function FatherDataRoute() {
  const { id = '' } = useParams();
  return <DataPage key={id} fatherId={id} />;
}

function DataPage({ fatherId }: { fatherId: string }) {
  const { t } = useTranslation();
  const data = useFatherExport(fatherId);
  if (data.isPending) return <PageLoader />;
  if (data.isError) return <FatherLoadError error={data.error} onRetry={() => void data.refetch()} />;
  const record = data.data;
  const name = record.father ? fullName(record.father) : (record.account?.displayName ?? '');
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" className="fm-screen-only">
        <Anchor component={Link} to={`/fathers/${encodeURIComponent(fatherId)}`} size="sm">
          ← {name}
        </Anchor>
        <PrintButton label={t('fathers.data.printNow')} />
      </Group>
      <Stack gap={4}>
        <Title order={1}>{t('fathers.data.pageTitle', { name })}</Title>
        <Text size="sm" c="dimmed">
          {t('fathers.data.exportedAt', { time: formatDate(record.exportedAt) })}
        </Text>
      </Stack>
      <RecordFacts record={record} />
      <Activities record={record} />
      <CaseWork record={record} />
      <Consents record={record} />
      <Submissions record={record} />
      <Incentives record={record} />
      <Messages record={record} />
      <Texts record={record} />
      <Photos record={record} />
    </Stack>
  );
}

/**
 * A block of the page under its heading: a group, not a landmark, so that the table's scrolling
 * region (named like the block) is the only landmark of that name.
 */
function DataSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A table named `name`, one row per record; "None." for no rows. */
function DataTable({ name, columns, rows }: { name: string; columns: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('fathers.data.none')}
      </Text>
    );
  }
  return (
    // Scrolls sideways on a phone: a keyboard reaches it (WCAG 2.1.1); on paper it fits the page.
    <Table.ScrollContainer
      minWidth={640}
      className="fm-table-scroll"
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': name } }}
    >
      <Table striped withTableBorder fz="sm" aria-label={name}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, column) => (
                <Table.Td key={column} style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                  {cell === '' || cell === null || cell === undefined ? '—' : cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RecordFacts({ record }: { record: FatherExport }) {
  const { t } = useTranslation();
  const languageName = (code: string) => ((LANGUAGES as readonly string[]).includes(code) ? t(`languages.${code as Language}`) : code);
  const { father, account } = record;
  return (
    <>
      {father && (
        <DataSection title={t('fathers.data.record')}>
          <Facts
            items={[
              { label: t('fields.firstName'), value: father.firstName },
              { label: t('fields.lastName'), value: father.lastName },
              { label: t('fields.email'), value: father.email },
              { label: t('fields.phone'), value: father.phone },
              { label: t('fields.address'), value: father.address },
              { label: t('fields.dateOfBirth'), value: formatDay(father.dateOfBirth) },
              { label: t('fields.preferredLanguage'), value: languageName(father.preferredLanguage) },
              { label: t('fields.status'), value: t(`program.fatherStatus.${father.status}`) },
              { label: t('fields.enrollmentDate'), value: formatDay(father.enrollmentDate) },
              { label: t('fields.exitDate'), value: formatDay(father.exitDate) },
              { label: t('fields.exitReason'), value: father.exitReason },
              { label: t('fields.fatherType'), value: father.fatherType ? fatherTypeLabel(t, father.fatherType) : '' },
              { label: t('fields.setting'), value: father.setting ? t(`program.setting.${father.setting}`) : '' },
              { label: t('fields.referralSource'), value: father.referralSource },
              {
                label: t('fathers.detail.children'),
                value: father.children
                  .map((child) => (child.birthYear ? t('fathers.detail.child', { name: child.name, year: child.birthYear }) : child.name))
                  .join('\n'),
              },
              { label: t('fields.notes'), value: father.notes ?? '' },
              { label: t('fields.createdAt'), value: formatDate(father.createdAt) },
            ]}
          />
        </DataSection>
      )}
      <DataSection title={t('fathers.data.account')}>
        {account ? (
          <Facts
            items={[
              { label: t('fields.displayName'), value: account.displayName },
              { label: t('fields.email'), value: account.email },
              { label: t('fields.preferredLanguage'), value: languageName(account.preferredLanguage) },
              { label: t('fields.createdAt'), value: formatDate(account.createdAt) },
              { label: t('fields.lastSignInAt'), value: account.lastSignInAt ? formatDate(account.lastSignInAt) : t('common.never') },
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('fathers.data.noAccount')}
          </Text>
        )}
      </DataSection>
    </>
  );
}

/** His groups, his attendance and his milestones. */
function Activities({ record }: { record: FatherExport }) {
  const { t } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  return (
    <>
      <DataSection title={t('fathers.data.memberships')}>
        <DataTable
          name={t('fathers.data.memberships')}
          columns={[c('group'), c('joined'), c('left')]}
          rows={record.memberships.map((stay) => [
            stay.groupName,
            formatDay(stay.joinedAt),
            stay.leftAt ? formatDay(stay.leftAt) : t('fathers.data.stillMember'),
          ])}
        />
      </DataSection>
      <DataSection title={t('fathers.data.attendance')}>
        <DataTable
          name={t('fathers.data.attendance')}
          columns={[c('date'), c('session'), c('course'), c('status'), c('minutes'), c('markedBy'), c('note')]}
          rows={record.attendance.map((mark) => [
            formatDate(mark.startsAt),
            mark.sessionTitle,
            mark.cycleTitle,
            mark.status ? t(`program.attendance.${mark.status}`) : '',
            mark.minutes == null ? '' : String(mark.minutes),
            mark.method === 'check-in' ? t('fathers.data.checkIn') : t('fathers.data.byStaff'),
            mark.note ?? '',
          ])}
        />
      </DataSection>
      <DataSection title={t('fathers.data.milestones')}>
        <DataTable
          name={t('fathers.data.milestones')}
          columns={[c('date'), c('kind'), c('title'), c('note')]}
          rows={record.milestones.map((milestone) => [
            formatDay(milestone.achievedAt),
            milestoneKindLabel(t, milestone.kind),
            milestone.title,
            milestone.note,
          ])}
        />
      </DataSection>
    </>
  );
}

/** Case management: the contacts logged with him and his referrals. */
function CaseWork({ record }: { record: FatherExport }) {
  const { t } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  return (
    <>
      <DataSection title={t('fathers.data.contacts')}>
        <DataTable
          name={t('fathers.data.contacts')}
          columns={[c('date'), c('method'), c('outcome'), c('minutes'), c('staff'), c('note')]}
          rows={record.contacts.map((contact) => [
            formatDate(contact.at),
            contactMethodLabel(t, contact.method),
            contactOutcomeLabel(t, contact.outcome),
            String(contact.minutes),
            contact.staffName,
            contact.note ?? '',
          ])}
        />
      </DataSection>
      <DataSection title={t('fathers.data.referrals')}>
        <DataTable
          name={t('fathers.data.referrals')}
          columns={[c('date'), c('type'), c('partner'), c('status'), c('note')]}
          rows={record.referrals.map((referral) => [
            formatDay(referral.madeAt),
            referralTypeLabel(t, referral.type),
            referral.partner,
            referralStatusLabel(t, referral.status),
            referral.note,
          ])}
        />
      </DataSection>
    </>
  );
}

const CONSENT_KEYS: Record<string, ConsentKey> = {
  program: 'program',
  'data-sharing': 'dataSharing',
  photo: 'photo',
  sms: 'sms',
  email: 'email',
};

function Consents({ record }: { record: FatherExport }) {
  const { t } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  const kind = (value: string) => (CONSENT_KEYS[value] ? t(`fathers.data.consentKinds.${CONSENT_KEYS[value]}`) : value);
  return (
    <DataSection title={t('fathers.data.consents')}>
      <DataTable
        name={t('fathers.data.consents')}
        columns={[c('kind'), c('version'), c('granted'), c('witness'), c('revoked'), c('note')]}
        rows={record.consents.map((consent) => [
          kind(consent.kind),
          consent.version,
          formatDate(consent.grantedAt),
          consent.witnessName,
          consent.revokedAt ? formatDate(consent.revokedAt) : '',
          consent.note,
        ])}
      />
    </DataSection>
  );
}

/** The forms filled in about him, each answer under its question, corrections applied. */
function Submissions({ record }: { record: FatherExport }) {
  const { t, i18n } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  const forms = useFormVersions(record.submissions.map((s) => s.formId));
  return (
    <DataSection title={t('fathers.data.submissions')}>
      <DataTable
        name={t('fathers.data.submissions')}
        columns={[c('date'), c('form'), c('answers'), c('scores')]}
        rows={record.submissions.map((submission) => {
          const form = forms[submission.formId];
          const subscale = (key: string) => inLanguage(form?.scoring?.subscales?.find((s) => s.key === key)?.label, i18n.language) || key;
          return [
            formatDate(submission.submittedAt),
            [
              inLanguage(submission.formName, i18n.language),
              submission.phase ? t(`forms.phase.${submission.phase}`) : '',
              submission.amendments.length > 0 ? t('forms.father.amended', { count: submission.amendments.length }) : '',
            ]
              .filter(Boolean)
              .join(' · '),
            answerLines(submission, form, i18n.language, t).join('\n'),
            Object.entries(submission.scores)
              .map(([key, score]) => `${subscale(key)}: ${typeof score === 'number' ? score.toFixed(2) : '—'}`)
              .join('\n'),
          ];
        })}
      />
    </DataSection>
  );
}

function Incentives({ record }: { record: FatherExport }) {
  const { t, i18n } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  return (
    <DataSection title={t('fathers.data.incentives')}>
      <DataTable
        name={t('fathers.data.incentives')}
        columns={[c('date'), c('kind'), c('amount'), c('reference'), c('reason'), c('givenBy'), c('voided')]}
        rows={record.incentives.map((incentive) => [
          formatDay(incentive.givenAt),
          incentiveKindLabel(t, incentive.kind),
          formatMoney(incentive.amountCents, i18n.language),
          incentive.reference,
          incentive.reason,
          incentive.givenByName,
          incentive.voidedAt
            ? t('incentives.father.voidedOn', { date: formatDay(incentive.voidedAt), reason: incentive.voidReason ?? '' })
            : '',
        ])}
      />
    </DataSection>
  );
}

function Messages({ record }: { record: FatherExport }) {
  const { t } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  return (
    <DataSection title={t('fathers.data.messages')}>
      <DataTable
        name={t('fathers.data.messages')}
        columns={[c('date'), c('conversation'), c('message')]}
        rows={record.messages.map((message) => [
          formatDate(message.sentAt),
          message.groupName ? t('fathers.data.groupConversation', { group: message.groupName }) : t('fathers.data.directConversation'),
          message.removedAt ? t('fathers.data.removed', { date: formatDate(message.removedAt) }) : message.body,
        ])}
      />
    </DataSection>
  );
}

/** Every text to and from his number, oldest first, as the export holds them. */
function Texts({ record }: { record: FatherExport }) {
  const { t } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  return (
    <DataSection title={t('fathers.data.texts')}>
      <DataTable
        name={t('fathers.data.texts')}
        columns={[c('date'), c('direction'), c('message')]}
        rows={record.texts.map((text) => [
          formatDate(text.createdAt),
          text.direction === 'in' ? t('fathers.data.textByHim') : t('fathers.data.textByProgram'),
          text.body,
        ])}
      />
    </DataSection>
  );
}

function Photos({ record }: { record: FatherExport }) {
  const { t } = useTranslation();
  const c = (key: ColumnKey) => t(`fathers.data.columns.${key}`);
  return (
    <DataSection title={t('fathers.data.photos')}>
      <Text size="sm">{record.photos.portrait ? t('fathers.data.portrait') : t('fathers.data.noPortrait')}</Text>
      {record.photos.tagged.length === 0 ? (
        <Text size="sm">{t('fathers.data.noTagged')}</Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('fathers.data.tagged')}
          </Text>
          <DataTable
            name={t('fathers.data.tagged')}
            columns={[c('date'), c('album'), c('caption')]}
            rows={record.photos.tagged.map((photo) => [formatDay(photo.createdAt), photo.albumTitle, photo.caption])}
          />
        </>
      )}
    </DataSection>
  );
}

type DataStrings = (typeof en)['fathers']['data'];
type ColumnKey = keyof DataStrings['columns'];
type ConsentKey = keyof DataStrings['consentKinds'];
