import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  rsvp: {
    answers: {
      yes: 'Ahí estaré',
      no: 'No puedo ir',
      late: 'Llego tarde',
    },
    question: '¿Vas a venir?',
    groupLabel: 'Tu respuesta para “{{title}}”',
    reason: 'Motivo (opcional)',
    reasonHint: 'El personal lo verá. Como máximo {{count}} caracteres.',
    send: 'Enviar',
    startedLabel: 'Ya empezó',
    started: {
      session: 'La sesión ya empezó; tu respuesta no se envió.',
      event: 'El evento ya empezó; tu respuesta no se envió.',
    },
    waiting: 'Pendiente de envío: tu respuesta se enviará cuando vuelvas a tener conexión.',
    sync: {
      sent: 'Se envió tu respuesta para “{{title}}”.',
    },
    counts: {
      label: 'Respuestas',
      yes_one: '{{count}} sí',
      yes_other: '{{count}} sí',
      no_one: '{{count}} no puede',
      no_other: '{{count}} no pueden',
      late_one: '{{count}} tarde',
      late_other: '{{count}} tarde',
      none_one: '{{count}} sin respuesta',
      none_other: '{{count}} sin respuesta',
    },
    badge: {
      yes: 'dijo que sí',
      no: 'no puede venir',
      noWithNote: 'no puede venir: {{note}}',
      late: 'llega tarde',
      checkedIn: 'registró su llegada',
    },
    runningLate: {
      message: '{{name}} llega tarde',
      open: 'Abrir “{{session}}”',
    },
  },
};

export default es;
