import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  casework: {
    followUps: {
      title: 'Seguimientos',
      description: 'Padres a los que quedaste en volver a contactar, primero los que vencen antes.',
      tabs: {
        overdue: 'Vencidos',
        today: 'Hoy',
        week: 'Esta semana',
      },
      overdueTab: 'Vencidos ({{n}})',
      todayTab: 'Hoy ({{n}})',
      weekTab: 'Esta semana ({{n}})',
      empty: {
        overdue: 'No hay nada vencido. ¡Bien hecho!',
        today: 'No hay seguimientos para hoy.',
        week: 'No hay seguimientos en los próximos siete días.',
      },
      loadFailed: 'No se pudieron cargar los seguimientos.',
      dueOn: 'Vence el {{date}}',
      overdueOn: 'Vencido: vencía el {{date}}',
      contactLine: '{{method}} · {{outcome}} · {{date}}',
      loggedBy: 'Registrado por {{name}}',
      noteHidden: 'Nota no visible: es confidencial.',
      done: 'Hecho',
      doneLabel: 'Hecho: seguimiento con {{name}}',
      doneToast: 'Seguimiento con {{name}} marcado como hecho.',
      firstOnly: 'Se muestran los {{count}} más próximos; marca algunos como hechos para ver el resto.',
    },
    referrals: {
      title: 'Derivaciones',
      description: 'Padres derivados a servicios asociados, primero las abiertas.',
      status: 'Estado',
      type: 'Tipo',
      allStatuses: 'Todos los estados',
      allTypes: 'Todos los tipos',
      empty: 'Aún no hay derivaciones. Deriva a un padre desde su ficha.',
      noMatch: 'Ninguna derivación coincide con estos filtros.',
      loadFailed: 'No se pudieron cargar las derivaciones.',
      typeAndPartner: '{{type}} · {{partner}}',
      madeOn: 'Hecha el {{date}}',
      lastStep: 'Último paso: {{status}}, {{date}}',
      lastStepBy: 'Último paso: {{status}}, {{date}}, por {{name}}',
      changeStatus: 'Cambiar estado',
      changeStatusLabel: 'Cambiar estado de la derivación de {{type}} de {{name}}',
      statusChanged: 'Derivación de {{name}}: {{status}}.',
    },
  },
};

export default es;
