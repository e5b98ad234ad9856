import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  home: {
    greeting: '¡Hola, {{name}}!',
    intro: 'Este es tu inicio en Fatherhood Matters: lo que viene, lo nuevo y a dónde ir.',
    loadFailed: 'No se pudo cargar tu página de inicio.',
    quickLinks: 'Accesos rápidos',
    next: {
      title: 'Lo próximo',
      empty: 'No hay nada programado.',
      emptyHint: 'Aquí verás tu próxima sesión o evento. Mira lo que hay planeado en el',
      calendar: 'calendario',
      kind: {
        session: 'Sesión',
        event: 'Evento',
      },
      cancelled: 'Cancelada',
      when: 'Cuándo',
      where: 'Dónde',
      for: 'Para',
      openSession: 'Abrir sesión',
      openEvent: 'Abrir evento',
      addToCalendar: 'Agregar al calendario',
      addToCalendarLabel: 'Agregar al calendario: “{{title}}”',
      checkedIn: 'Tu llegada quedó registrada',
    },
    today: {
      title: 'Hoy',
      sessions: 'Las sesiones de hoy',
      none: 'Hoy no hay sesiones.',
      loadFailed: 'No se pudieron cargar las sesiones de hoy.',
      inProgress: 'En curso',
      answers: 'Respuestas',
      rsvp: {
        yes_one: '{{count}} viene',
        yes_other: '{{count}} vienen',
        late_one: '{{count}} llega tarde',
        late_other: '{{count}} llegan tarde',
        no_one: '{{count}} no puede',
        no_other: '{{count}} no pueden',
        none_one: '{{count}} sin responder',
        none_other: '{{count}} sin responder',
      },
      attendance: 'Asistencia',
      hereCheckedIn: '{{here}} ({{checkedIn}})',
      here_one: '{{count}} presente',
      here_other: '{{count}} presentes',
      checkedIn_one: '{{count}} se registró',
      checkedIn_other: '{{count}} se registraron',
      away_one: '{{count}} ausente o justificado',
      away_other: '{{count}} ausentes o justificados',
    },
    followUps: {
      title: 'Seguimientos',
      overdue_one: '{{n}} seguimiento vencido',
      overdue_other: '{{n}} seguimientos vencidos',
      today_one: '{{n}} seguimiento para hoy',
      today_other: '{{n}} seguimientos para hoy',
    },
    pinned: {
      title: 'Anuncio fijado',
      empty: 'No hay ningún anuncio fijado.',
      all: 'Todos los anuncios',
      byline: 'Por {{name}} · {{date}}',
    },
    unread: {
      title: 'Sin leer',
      messages_one: '{{count}} mensaje sin leer',
      messages_other: '{{count}} mensajes sin leer',
      announcements_one: '{{count}} anuncio sin leer',
      announcements_other: '{{count}} anuncios sin leer',
    },
    links: {
      report: 'Informe para financiadores',
      attendanceLetter: 'Mi carta de asistencia',
    },
  },
};

export default es;
