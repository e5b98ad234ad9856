import { useTranslation } from 'react-i18next';
import { fullName } from '@/components/program/labels';
import { formatDay } from '@/lib/dates';
import type { Certificate } from '../api/types';
import { formatHours } from '../utils/format';
import classes from './papers.module.css';
import { Signature } from './Signature';

/** A certificate of completion, framed: the program, his name, the course, its dates and dosage. */
export function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={`${classes.sheet} ${classes.certificate}`} aria-labelledby="certificate-title">
      <div className={classes.programName}>{certificate.programName}</div>
      <h1 id="certificate-title">{t('reports.certificate.title')}</h1>
      <p>{t('reports.certificate.certifies')}</p>
      <p className={classes.name}>{fullName(certificate)}</p>
      <p>{t('reports.certificate.completed')}</p>
      <p className={classes.course}>{certificate.courseTitle}</p>
      <p>
        {t('reports.certificate.details', {
          group: certificate.groupName,
          start: formatDay(certificate.startDate),
          end: formatDay(certificate.endDate),
          count: certificate.sessionsAttended,
          hours: formatHours(certificate.hoursAttended, i18n.language),
        })}
      </p>
      <p>{t('reports.certificate.completedOn', { date: formatDay(certificate.completedOn) })}</p>
      <Signature programName={certificate.programName} issuedOn={certificate.issuedOn} />
    </article>
  );
}
