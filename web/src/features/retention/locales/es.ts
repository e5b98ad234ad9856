import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  retention: {
    title: 'Conservación de expedientes',
    ruleYears_one:
      'Los expedientes se anonimizan {{count}} año después de la salida del padre, y nunca antes de que pasen 30 días desde que se registró la salida.',
    ruleYears_other:
      'Los expedientes se anonimizan {{count}} años después de la salida del padre, y nunca antes de que pasen 30 días desde que se registró la salida.',
    ruleDays_one:
      'Los expedientes se anonimizan {{count}} día después de la salida del padre, y nunca antes de que pasen 30 días desde que se registró la salida.',
    ruleDays_other:
      'Los expedientes se anonimizan {{count}} días después de la salida del padre, y nunca antes de que pasen 30 días desde que se registró la salida.',
    coming: 'Por anonimizar en los próximos 90 días',
    empty: 'Ningún expediente se anonimizará en los próximos 90 días.',
    exited: 'Salida el {{date}}',
    anonymisedOn: 'Se anonimiza el {{date}}',
    nextLook: 'En la próxima revisión diaria',
    loadFailed: 'No se pudieron cargar los expedientes próximos a anonimizarse.',
  },
};

export default es;
