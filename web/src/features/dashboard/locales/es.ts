import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  dashboard: {
    title: 'Panel',
    description: 'Cómo va el programa, a quién hay que llamar y lo que viene.',
    myDescription: 'Tu asistencia, tus logros y tus próximas sesiones.',
    loadFailed: 'No se pudo cargar el panel.',
    report: 'Informe para financiadores',
    counts: {
      title: 'El programa en números',
      fathers: 'Padres',
      enrolled: 'Inscritos',
      groups: 'Grupos',
      activeCycles: 'Ciclos en curso',
      sessionsThisWeek: 'Sesiones esta semana',
    },
    weeks: {
      title: 'Asistencia por semana',
      overall: 'Últimas 12 semanas: se asistió al {{rate}} de las sesiones que cuentan.',
      noneHeld: 'No se realizaron sesiones en las últimas 12 semanas.',
      showTable: 'Ver como tabla',
      caption: 'Tasa de asistencia por semana, últimas 12 semanas',
      week: 'Semana del',
      weekOf: 'Semana del {{date}}',
      held: 'Sesiones realizadas',
      attended: 'Asistencias',
      counted: 'Cuentan',
      rate: 'Tasa',
      rateLine: '{{rate}} ({{attended}} de {{countable}})',
      nothingCounted: 'Ninguna sesión contó',
      sessions_one: '{{count}} sesión realizada',
      sessions_other: '{{count}} sesiones realizadas',
    },
    atRisk: {
      title: 'Padres en riesgo',
      hint: 'Dos o más ausencias seguidas, o menos del 50 % de asistencia, en los ciclos en curso; o tres contactos seguidos sin localizarlo.',
      none: 'Ningún padre está en riesgo ahora.',
    },
    upcoming: {
      title: 'Próximamente',
      none: 'No hay nada programado.',
      cancelled: 'Cancelada',
      kind: {
        session: 'Sesión',
        event: 'Evento',
      },
    },
    activity: {
      title: 'Actividad reciente',
      none: 'Todavía no hay actividad.',
      by: 'por {{name}}',
    },
    mine: {
      attendance: 'Mi asistencia',
      rate: 'Tasa de asistencia',
      sessionsAttended: '{{attended}} de {{countable}} sesiones',
      hours: 'Horas asistidas',
      inARow: 'Ausencias seguidas',
      lastAttended: 'Última asistencia',
      atRiskHint: 'Faltaste a algunas sesiones últimamente. El equipo del programa está para ayudarte a ponerte al día.',
      next: 'Mis próximas sesiones',
      papers: 'Mis documentos',
      papersHint: 'Imprímelos para el tribunal de familia o la oficina de manutención infantil.',
      letter: 'Carta de asistencia',
      certificate: 'Certificado: {{title}}',
      milestones: 'Mis logros',
      allMilestones: 'Todos mis logros',
      noMilestones: 'Todavía no hay logros.',
    },
  },
};

export default es;
