import { useTranslation } from 'react-i18next';
import { fullName } from '@/components/program/labels';
import { formatDay } from '@/lib/dates';
import type { AttendanceLetter } from '../api/types';
import { formatHours } from '../utils/format';
import classes from './papers.module.css';
import { Signature } from './Signature';

/** A letter "to whom it may concern": how many sessions and hours, each session listed, signed. */
export function LetterSheet({ letter }: { letter: AttendanceLetter }) {
  const { t, i18n } = useTranslation();
  const hours = (value: number) => formatHours(value, i18n.language);
  return (
    <article className={`${classes.sheet} ${classes.letter}`} aria-labelledby="letter-title">
      <div className={classes.letterHead}>
        <strong>{letter.programName}</strong>
        <span>{formatDay(letter.issuedOn)}</span>
      </div>
      <h1 id="letter-title">{t('reports.letter.title')}</h1>
      <p>{t('reports.letter.salutation')}</p>
      <p>
        {letter.totalSessions > 0
          ? t('reports.letter.body', {
              name: fullName(letter),
              program: letter.programName,
              count: letter.totalSessions,
              hours: hours(letter.totalHours),
            })
          : t('reports.letter.none', { name: fullName(letter), program: letter.programName })}
      </p>
      {letter.sessions.length > 0 && (
        // On a phone the table fits the sheet (papers.module.css); should a long word still not
        // fit, the table scrolls within the sheet rather than the page sideways.
        <div className={classes.sessionsFrame}>
          <table className={classes.sessions}>
            <caption>{t('reports.letter.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.letter.date')}</th>
                <th scope="col">{t('reports.letter.session')}</th>
                <th scope="col">{t('reports.letter.course')}</th>
                <th scope="col">{t('reports.letter.attendance')}</th>
                <th scope="col" className={classes.number}>
                  {t('reports.letter.hours')}
                </th>
              </tr>
            </thead>
            <tbody>
              {letter.sessions.map((session, index) => (
                <tr key={`${session.date}-${index}`}>
                  <td className={classes.day}>{formatDay(session.date)}</td>
                  <td>{session.title}</td>
                  <td>{session.courseTitle}</td>
                  <td>{t(`program.attendance.${session.status}`)}</td>
                  <td className={classes.number}>{hours(session.hours)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('reports.letter.total', { count: letter.totalSessions })}
                </th>
                <td className={classes.number}>{hours(letter.totalHours)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p>{t('reports.letter.closing')}</p>
      <Signature programName={letter.programName} issuedOn={letter.issuedOn} />
    </article>
  );
}
