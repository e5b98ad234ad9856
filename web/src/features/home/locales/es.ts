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
