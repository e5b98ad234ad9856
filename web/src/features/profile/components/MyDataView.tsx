import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/Facts';
import { Section } from '@/components/Section';
import { answerLines, inLanguage, useFormVersions } from '@/features/forms';
import { formatMoney, incentiveKindLabel } from '@/features/incentives';
import { contactMethodLabel, contactOutcomeLabel, referralStatusLabel, referralTypeLabel } from '@/features/casework';
import { fatherTypeLabel, milestoneKindLabel, milestoneNote, milestoneTitle } from '@/components/program/labels';
import type { Language } from '@/lib/api/types';
import { formatDate, formatDay } from '@/lib/dates';
import { LANGUAGES } from '@/lib/i18n';
import { CONSENT_KEYS, type MyExport } from '../api/types';
import classes from './my-data.module.css';

/** One thing recorded: when, what, and the rest in a line or two. */
interface Entry {
  key: string;
  when: string;
  title: string;
  details?: string[];
}

function Entries({ name, entries }: { name: string; entries: Entry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className={classes.none}>{t('profile.myData.none')}</p>;
  return (
    <ul className={classes.list} aria-label={name}>
      {entries.map((entry) => (
        <li key={entry.key} className={classes.item}>
          <p className={classes.when}>{entry.when}</p>
          <p className={classes.title}>{entry.title}</p>
          {entry.details
            ?.filter((detail) => detail !== '')
            .map((detail, index) => (
              <p key={index} className={classes.detail}>
                {detail}
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
}

function Part({ title, entries, children }: { title: string; entries?: Entry[]; children?: ReactNode }) {
  return (
    <Section title={title}>
      {entries && <Entries name={title} entries={entries} />}
      {children}
    </Section>
  );
}

/**
 * Everything the program recorded about him (`GET /api/me/export`, the JSON download's twin),
 * section by section in his language: one record a line, to read on a phone and to print.
 */
export function MyDataView({ data }: { data: MyExport }) {
  const { t, i18n } = useTranslation();
  const languageName = (code: string) => ((LANGUAGES as readonly string[]).includes(code) ? t(`languages.${code as Language}`) : code);
  const { father, account } = data;
  const forms = useFormVersions(data.submissions.map((s) => s.formId));

  return (
    <div className={classes.sections}>
      {father && (
        <Part title={t('profile.myData.sections.details')}>
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
              { label: t('fields.fatherType'), value: father.fatherType ? fatherTypeLabel(t, father.fatherType) : '' },
              {
                label: t('profile.myData.children'),
                value: father.children
                  .map((child) => (child.birthYear ? t('profile.myData.child', { name: child.name, year: child.birthYear }) : child.name))
                  .join('\n'),
              },
            ]}
          />
        </Part>
      )}
      {account && (
        <Part title={t('profile.myData.sections.account')}>
          <Facts
            items={[
              { label: t('fields.displayName'), value: account.displayName },
              { label: t('fields.email'), value: account.email },
              { label: t('fields.preferredLanguage'), value: languageName(account.preferredLanguage) },
              { label: t('fields.createdAt'), value: formatDate(account.createdAt) },
              { label: t('fields.lastSignInAt'), value: account.lastSignInAt ? formatDate(account.lastSignInAt) : t('common.never') },
            ]}
          />
        </Part>
      )}
      <Part
        title={t('profile.myData.sections.groups')}
        entries={data.memberships.map((stay, index) => ({
          key: `${stay.groupId}-${index}`,
          when: formatDay(stay.joinedAt),
          title: stay.groupName,
          details: [stay.leftAt ? t('profile.myData.left', { date: formatDay(stay.leftAt) }) : t('profile.myData.stillMember')],
        }))}
      />
      <Part
        title={t('profile.myData.sections.attendance')}
        entries={data.attendance.map((mark) => ({
          key: mark.sessionId,
          when: formatDate(mark.startsAt),
          title: t('profile.myData.session', { session: mark.sessionTitle, course: mark.cycleTitle }),
          details: [
            [
              mark.status ? t(`program.attendance.${mark.status}`) : t('profile.myData.notMarked'),
              mark.minutes == null ? '' : t('profile.myData.minutes', { count: mark.minutes }),
            ]
              .filter(Boolean)
              .join(' · '),
          ],
        }))}
      />
      <Part
        title={t('profile.myData.sections.milestones')}
        entries={data.milestones.map((milestone) => ({
          key: milestone.id,
          when: formatDay(milestone.achievedAt),
          title: milestoneTitle(t, milestone),
          details: [milestoneKindLabel(t, milestone.kind), milestoneNote(t, milestone)],
        }))}
      />
      <Part
        title={t('profile.myData.sections.contacts')}
        entries={data.contacts.map((contact) => ({
          key: contact.id,
          when: formatDate(contact.at),
          title: t('profile.myData.contact', { method: contactMethodLabel(t, contact.method), name: contact.staffName }),
          details: [
            [contactOutcomeLabel(t, contact.outcome), t('profile.myData.minutes', { count: contact.minutes })].join(' · '),
          ],
        }))}
      />
      <Part
        title={t('profile.myData.sections.referrals')}
        entries={data.referrals.map((referral) => ({
          key: referral.id,
          when: formatDay(referral.madeAt),
          title: referralTypeLabel(t, referral.type),
          details: [
            [referral.partner ? t('profile.myData.partner', { partner: referral.partner }) : '', referralStatusLabel(t, referral.status)]
              .filter(Boolean)
              .join(' · '),
          ],
        }))}
      />
      <Part
        title={t('profile.myData.sections.consents')}
        entries={data.consents.map((consent) => ({
          key: consent.id,
          when: formatDay(consent.grantedAt),
          title: t(`consents.mine.kinds.${CONSENT_KEYS[consent.kind]}`),
          details: [
            consent.revokedAt ? t('profile.myData.consentRevoked', { date: formatDay(consent.revokedAt) }) : t('profile.myData.consentInForce'),
          ],
        }))}
      />
      <Part
        title={t('profile.myData.sections.submissions')}
        entries={data.submissions.map((submission) => ({
          key: submission.id,
          when: formatDay(submission.submittedAt),
          title: [inLanguage(submission.formName, i18n.language), submission.phase ? t(`forms.phase.${submission.phase}`) : '']
            .filter(Boolean)
            .join(' · '),
          details: answerLines(submission, forms[submission.formId], i18n.language, t),
        }))}
      />
      <Part
        title={t('profile.myData.sections.incentives')}
        entries={data.incentives.map((incentive) => ({
          key: incentive.id,
          when: formatDay(incentive.givenAt),
          title: `${incentiveKindLabel(t, incentive.kind)} · ${formatMoney(incentive.amountCents, i18n.language)}`,
          details: [
            incentive.reason,
            !incentive.voidedAt
              ? ''
              : incentive.voidReason
                ? t('profile.myData.voidedBecause', { date: formatDay(incentive.voidedAt), reason: incentive.voidReason })
                : t('profile.myData.voided', { date: formatDay(incentive.voidedAt) }),
          ],
        }))}
      />
      <Part
        title={t('profile.myData.sections.messages')}
        entries={data.messages.map((message) => ({
          key: message.id,
          when: formatDate(message.sentAt),
          title: message.groupName ? t('profile.myData.inGroup', { group: message.groupName }) : t('profile.myData.direct'),
          details: [message.removedAt ? t('profile.myData.removed', { date: formatDate(message.removedAt) }) : message.body],
        }))}
      />
      <Part
        title={t('profile.myData.sections.texts')}
        entries={data.texts.map((text) => ({
          key: text.id,
          when: formatDate(text.createdAt),
          title: text.direction === 'in' ? t('profile.myData.textFromYou') : t('profile.myData.textToYou'),
          details: [text.body],
        }))}
      />
      <Part title={t('profile.myData.sections.photos')}>
        <p className={classes.text}>{data.photos.portrait ? t('profile.myData.portrait') : t('profile.myData.noPortrait')}</p>
        <p className={classes.text}>
          {data.photos.tagged.length === 0
            ? t('profile.myData.notTagged')
            : t('profile.myData.tagged', { count: data.photos.tagged.length })}
        </p>
      </Part>
    </div>
  );
}
