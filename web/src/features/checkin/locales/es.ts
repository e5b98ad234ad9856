import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  checkIn: {
    title: 'Registrar llegada',
    description: 'En la sesión, escanea con la cámara del teléfono el código que muestra el facilitador, o escribe aquí sus 6 dígitos.',
    code: 'Código de llegada',
    codeHint: 'Los 6 dígitos debajo del código QR',
    submit: 'Registrar llegada',
    invalid: 'Escribe los 6 dígitos del código.',
    checking: 'Registrando tu llegada…',
    present: 'Tu llegada quedó registrada',
    late: 'Tu llegada quedó registrada — con retraso',
    lateHint: 'Llegaste más de 10 minutos después del inicio. Igual cuenta como asistencia.',
    forSession: 'Sesión: {{title}}',
    openSession: 'Abrir la sesión',
    home: 'Volver al inicio',
    failed: 'Tu llegada no quedó registrada',
  },
};

export default es;
