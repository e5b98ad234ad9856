import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/dates';
import classes from './papers.module.css';

/** Where the program signs, and the day it issues the paper. */
export function Signature({ programName, issuedOn }: { programName: string; issuedOn: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.signatures}>
      <div className={classes.signature}>
        <div className={classes.line}>
          {t('reports.paper.signature')}
          <br />
          {t('reports.paper.forProgram', { program: programName })}
        </div>
      </div>
      <div className={classes.signature}>
        <div className={classes.line}>{t('reports.paper.issuedOn', { date: formatDay(issuedOn) })}</div>
      </div>
    </div>
  );
}
