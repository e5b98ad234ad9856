import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  texts: {
    title: 'Mensajes de texto',
    description: 'Los mensajes de texto con los padres con quienes trabajas. Sus respuestas llegan aquí: abre una para contestar desde su página.',
    loadFailed: 'No se pudieron cargar los mensajes de texto.',
    empty: 'Todavía no hay mensajes de texto. Escríbele a un padre desde su página.',
    fathers: 'Padres',
    unread_one: '{{count}} mensaje de texto sin leer',
    unread_other: '{{count}} mensajes de texto sin leer',
    section: {
      title: 'Mensajes de texto',
      thread: 'Mensajes de texto con {{name}}',
      loadFailed: 'No se pudieron cargar sus mensajes de texto.',
      empty: 'Todavía no hay mensajes de texto.',
      loadOlder: 'Cargar mensajes anteriores',
      olderFailed: 'No se pudieron cargar los mensajes anteriores.',
    },
    status: {
      queued: 'Esperando para enviarse',
      sent: 'Enviado',
      delivered: 'Entregado',
      undelivered: 'No entregado',
      failed: 'No enviado',
    },
    why: {
      optedOut: 'su número dejó de recibir mensajes de texto (respondió STOP o se lo pidió a su compañía telefónica)',
      expired: 'lo que le recordaba ya había empezado',
      noConsent: 'retiró su consentimiento para mensajes de texto antes de que saliera',
      noPhone: 'su número ya no podía recibir mensajes de texto',
      gaveUp: 'el servicio de mensajes de texto falló durante un día entero',
      withdrawn: 'se borró el anuncio',
      code: 'error {{code}}',
    },
    failedBecause: '{{status}}: {{why}}',
    kind: {
      message: 'Equipo del programa',
      reminder: 'Recordatorio',
      announcement: 'Anuncio',
      confirmation: 'Confirmación del consentimiento',
      help: 'Respuesta a HELP',
      reply: 'Respuesta automática',
    },
    compose: {
      label: 'Mensaje de texto para {{name}}',
      placeholder: 'Escribe un mensaje de texto…',
      send: 'Enviar mensaje',
      characters: '{{typed}} / {{max}} caracteres',
      gsm7: 'Estándar (GSM-7)',
      ucs2: 'Unicode (UCS-2): los acentos como la á cuestan más',
      segments_one: '{{count}} segmento',
      segments_other: '{{count}} segmentos',
      tooLong: 'Un mensaje de texto tiene como máximo {{max}} caracteres.',
      keyHint: 'Ctrl+Enter lo envía.',
    },
    blocked: {
      noConsent: 'Él no ha aceptado recibir mensajes de texto. Registra primero su consentimiento de SMS.',
      toConsents: 'Ir a sus consentimientos',
      noPhone: 'No tiene número de teléfono. Agrega uno para escribirle.',
      invalidPhone: 'Su número no es válido: los mensajes de texto no pueden llegarle. Corrígelo primero.',
      toEdit: 'Corregir su número',
      toAdd: 'Agregar su número',
    },
  },
};

export default es;
