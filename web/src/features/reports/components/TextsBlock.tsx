import { useTranslation } from 'react-i18next';
import { FigureCards } from './FigureCards';
import type { Report } from '../api/types';

/** Texts the program sent in the range (to the fathers in the reader's scope): sent, delivered, never delivered, and the fathers reached. */
export function TextsBlock({ report }: { report: Report }) {
  const { t } = useTranslation();
  const figures = report.texts;
  const cards = [
    { key: 'textsSent', label: t('reports.texts.sent'), value: figures.sent },
    { key: 'textsDelivered', label: t('reports.texts.delivered'), value: figures.delivered },
    { key: 'textsFailed', label: t('reports.texts.failed'), value: figures.failed },
    { key: 'fathersReached', label: t('reports.texts.fathersReached'), value: figures.fathersReached },
  ];
  return <FigureCards label={t('reports.texts.title')} figures={cards} />;
}
