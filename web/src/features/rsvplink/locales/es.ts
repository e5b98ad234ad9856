import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  rsvpLink: {
    title: 'Tu respuesta',
    sending: 'Enviando tu respuesta…',
    thanks: 'Gracias',
    answered: {
      yes: 'Gracias — avisamos al personal que vas a estar.',
      no: 'Gracias — avisamos al personal que no puedes venir.',
      late: 'Gracias — avisamos al personal que vas a llegar tarde.',
    },
    change: '¿Cambiaste de idea? Toca otra respuesta en el correo.',
    expired: 'Este enlace ha caducado',
    expiredBody: 'Ya comenzó, así que ya no se aceptan respuestas.',
    invalid: 'Este enlace no es válido',
    invalidBody: 'Puede que esté incompleto. Ábrelo de nuevo desde el correo, o inicia sesión para responder en la aplicación.',
    failed: 'No se pudo enviar tu respuesta',
    openSession: 'Abrir la sesión',
    openEvent: 'Abrir el evento',
    signIn: 'Iniciar sesión',
    home: 'Ir al inicio',
  },
};

export default es;
