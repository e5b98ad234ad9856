import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  profile: {
    title: 'Perfil',
    description: 'Tus nombres, tu idioma y tu contraseña.',
    details: 'Tus datos',
    languageHint: 'La aplicación se muestra en este idioma.',
    save: 'Guardar',
    saved: 'Perfil guardado',
    password: {
      title: 'Cambiar contraseña',
      description: 'Se cerrará la sesión en los demás dispositivos donde hayas iniciado sesión.',
      submit: 'Cambiar contraseña',
      changed: 'Contraseña cambiada',
    },
    signOut: {
      title: 'Cerrar sesión',
      description: 'Cierra la sesión de Fatherhood Matters en este dispositivo.',
      submit: 'Cerrar sesión',
    },
    notifications: {
      title: 'Notificaciones',
      description: 'Mensajes y anuncios nuevos en este teléfono o computadora, aun con la aplicación cerrada.',
      label: 'Notificaciones en este dispositivo',
      hint: 'Solo en este navegador y dispositivo; actívalas también en tus otros dispositivos.',
      unsupported: 'Este navegador no puede mostrar notificaciones. En un iPhone, primero agrega la aplicación a la pantalla de inicio.',
      blocked: 'Las notificaciones están bloqueadas para este sitio. Permítelas en la configuración del sitio en el navegador y vuelve aquí.',
      enabled: 'Notificaciones activadas en este dispositivo',
      disabled: 'Notificaciones desactivadas en este dispositivo',
      failed: 'No se pudo cambiar la configuración de notificaciones.',
    },
    reminders: {
      title: 'Recordatorios',
      description: 'Un día antes y dos horas antes de cada una de tus sesiones y eventos.',
      push: 'Recordatorios por notificación',
      pushHint: 'En los dispositivos donde las notificaciones están activadas.',
      email: 'Recordatorios por correo',
      emailHint: 'A {{email}}, con botones para decir si vas a estar.',
      next: 'Próximo recordatorio: {{when}}, para {{title}}',
      none: 'No hay recordatorios próximos.',
      off: 'Los recordatorios están desactivados: no recibirás avisos de sesiones ni eventos.',
      nextFailed: 'No se pudo cargar cuándo llega tu próximo recordatorio.',
      saved: 'Recordatorios guardados',
    },
    myData: {
      title: 'Mis datos',
      description: 'Todo lo que el programa ha registrado sobre ti (tus datos, grupos, asistencia, logros, derivaciones, consentimientos, incentivos, mensajes y fotos), en un archivo que puedes guardar.',
      download: 'Descargar mis datos',
    },
    feed: {
      title: 'Suscripción al calendario',
      description: 'Tus sesiones y los eventos del programa en la aplicación de calendario de tu teléfono o tu computadora, siempre al día.',
      url: 'Tu enlace privado del calendario',
      urlHint: 'Cualquiera con este enlace puede ver tu calendario: no lo compartas.',
      copy: 'Copiar',
      copied: 'Copiado',
      copyManually: 'Selecciona el enlace y cópialo.',
      reset: 'Restablecer enlace',
      loadFailed: 'No se pudo cargar el enlace del calendario.',
      howTo: 'Cómo suscribirte',
      google: 'Google Calendar: Otros calendarios → Desde URL, y pega el enlace.',
      apple: 'Calendario de Apple: Archivo → Nueva suscripción a calendario, y pega el enlace.',
      outlook: 'Outlook: Agregar calendario → Suscribirse desde la web, y pega el enlace.',
      resetDialog: {
        title: 'Restablecer el enlace del calendario',
        body: 'El enlace actual deja de funcionar enseguida y los calendarios suscritos con él dejan de actualizarse. Vuelve a suscribirte con el enlace nuevo.',
        confirm: 'Restablecer enlace',
      },
      resetDone: 'Enlace del calendario restablecido',
    },
  },
};

export default es;
