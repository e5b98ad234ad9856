import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  workshops: {
    title: 'Talleres',
    description: 'Los ciclos de talleres, sus sesiones y la asistencia de los padres.',
    myDescription: 'Tus sesiones y ciclos de talleres.',
    newCycle: 'Nuevo ciclo',
    links: {
      cycles: 'Todos los ciclos',
      sessions: 'Todas las sesiones',
      attendance: 'Matriz de asistencia',
    },
    thisWeek: 'Esta semana',
    noSessionsThisWeek: 'No hay sesiones esta semana.',
    sessionsFailed: 'No se pudieron cargar las sesiones.',
    sessionTitle: '{{number}}. {{title}}',
    atRisk: 'Padres en riesgo',
    atRiskHint: 'Dos o más ausencias seguidas, o menos del 50 % de asistencia, en los ciclos en curso.',
    noAtRisk: 'Nadie está en riesgo ahora mismo.',
    atRiskFailed: 'No se pudieron cargar los padres en riesgo.',
    cycles: {
      title: 'Ciclos de talleres',
      empty: 'Todavía no hay ciclos de talleres.',
      loadFailed: 'No se pudieron cargar los ciclos de talleres.',
      dates: '{{start}} – {{end}}',
      completedOf: '{{completed}} de {{total}} sesiones completadas',
    },
    sessions: {
      title: 'Sesiones de talleres',
      range: 'Periodo',
      from: 'Desde',
      to: 'Hasta',
      badRange: 'Elige un último día igual o posterior al primero.',
      empty: 'No hay sesiones en este periodo.',
    },
    matrix: {
      title: 'Asistencia a sesiones',
      description: 'La asistencia de cada padre a cada sesión de un ciclo.',
      cycle: 'Ciclo de talleres',
      chooseCycle: 'Elige un ciclo',
      pick: 'Elige un ciclo para ver su asistencia.',
      tableLabel: 'Asistencia en {{title}}',
      rate: 'Tasa',
      inARow: 'Ausencias seguidas',
      legend: 'Leyenda',
      sessions: 'Sesiones',
      cell: '{{father}}, {{session}}: {{mark}}',
      unmarked: 'Sin marcar (cuenta como ausencia)',
      notCounted: 'No cuenta (sin completar o antes de que se uniera)',
      exportCsv: 'Exportar CSV',
      empty: 'Todavía no hay padres en el grupo de este ciclo.',
      loadFailed: 'No se pudo cargar la asistencia.',
    },
  },
};

export default es;
