import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  calendar: {
    title: 'Calendario',
    description: 'Las sesiones de los talleres y los eventos del programa de todos los grupos.',
    myDescription: 'Las sesiones de tu grupo y los eventos del programa.',
    new: 'Nuevo evento',
    loadFailed: 'No se pudo cargar el calendario.',
    legend: 'Leyenda',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    views: 'Vista',
    today: 'Hoy',
    month: 'Mes',
    week: 'Semana',
    list: 'Agenda',
    empty: 'No hay nada previsto para estos días.',
    allDay: 'Todo el día',
    cancelled: 'Cancelada',
    attendance: {
      label: 'Asistencia',
      came_one: '{{count}} vino',
      came_other: '{{count}} vinieron',
      cameOf_zero: 'No vino ninguno de los {{marked}}',
      cameOf_one: '{{count}} de {{marked}} vino',
      cameOf_other: '{{count}} de {{marked}} vinieron',
      checkedIn_one: '({{count}} registró su llegada)',
      checkedIn_other: '({{count}} registraron su llegada)',
      notTaken: 'Asistencia sin registrar',
      loadFailed: 'No se pudo cargar la asistencia de las sesiones pasadas.',
    },
    kind: {
      session: 'Sesión',
      event: 'Evento',
    },
    event: {
      about: 'Evento',
      when: 'Cuándo',
      where: 'Dónde',
      edit: 'Editar',
      delete: 'Eliminar',
      notFound: 'Este evento no existe o no es para ti.',
      loadFailed: 'No se pudo cargar el evento.',
      addedBy: 'Agregado por {{name}} el {{date}}',
    },
    form: {
      createTitle: 'Nuevo evento',
      createDescription: 'Aparece en el calendario de todos o en el de los padres de un grupo.',
      editTitle: 'Editar evento',
      createSubmit: 'Crear evento',
      editSubmit: 'Guardar cambios',
      allDay: 'Todo el día',
      start: 'Inicio',
      end: 'Fin',
      audienceHint: 'Quién ve este evento.',
      timeZone: 'Las horas están en tu zona horaria ({{zone}}).',
      endBeforeStart: 'El fin no puede ser anterior al inicio.',
      groupsFailed: 'No se pudieron cargar los grupos.',
    },
    deleteDialog: {
      title: 'Eliminar evento',
      body: '¿Eliminar «{{title}}»? Desaparecerá del calendario de todos. No se puede deshacer.',
      confirm: 'Eliminar evento',
    },
    toasts: {
      created: 'Evento creado',
      updated: 'Evento actualizado',
      deleted: 'Evento eliminado',
    },
  },
};

export default es;
