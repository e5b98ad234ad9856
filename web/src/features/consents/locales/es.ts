import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  consents: {
    father: {
      title: 'Consentimiento',
      current: 'Consentimiento por tipo',
      loadFailed: 'No se pudieron cargar los consentimientos.',
      kinds: {
        program: 'Programa',
        dataSharing: 'Compartir datos',
        photo: 'Fotos',
        sms: 'Mensajes de texto',
        email: 'Correo electrónico',
      },
      explain: {
        program: 'Acepta participar en el programa y que el programa guarde su expediente.',
        dataSharing: 'Acepta que su información se comparta con servicios asociados y con quienes financian el programa.',
        photo: 'Acepta que las fotos en las que aparece se muestren en la galería del programa. Decir que no nunca afecta su lugar en el programa.',
        sms: 'Acepta recibir mensajes de texto del programa.',
        email: 'Acepta recibir correos del programa, como recordatorios y anuncios.',
      },
      given: 'Otorgado',
      notGiven: 'No otorgado',
      revoked: 'Retirado',
      givenOn: 'Desde el {{date}} · versión {{version}}',
      revokedOn: 'Retirado el {{date}}',
      record: 'Registrar consentimiento',
      recordLabel: 'Registrar consentimiento: {{kind}}',
      recordTerms: 'En la versión vigente del programa, contigo como testigo.',
      signedOn: 'Firmado el',
      signedInFuture: 'Un consentimiento no puede tener una fecha futura.',
      note: 'Nota (opcional)',
      confirmRecord: 'Registrar consentimiento',
      revoke: 'Retirar',
      revokeLabel: 'Retirar consentimiento: {{kind}}',
      history: 'Historial',
      historyEmpty: 'Todavía no hay consentimientos registrados.',
      entryTitle: '{{kind}} · versión {{version}}',
      entryGiven: 'Otorgado el {{date}} · testigo: {{name}}',
      entryRevoked: 'Retirado el {{date}} por {{name}}',
      entryRevokedByHim: 'Retirado el {{date}} por él mismo, desde su perfil',
      formerStaff: 'un antiguo miembro del personal',
      revokeDialog: {
        title: 'Retirar consentimiento: {{kind}}',
        body: {
          program: 'Registra que ya no acepta participar en el programa ni que el programa guarde su expediente.',
          dataSharing: 'Su información dejará de compartirse con servicios asociados y financiadores.',
          photo: 'Las fotos en las que está etiquetado dejan de verse para los padres de inmediato; el personal las sigue viendo, marcadas.',
          sms: 'Dejará de recibir mensajes de texto del programa.',
          email: 'Dejará de recibir correos del programa, como recordatorios y anuncios.',
        },
        kept: 'El consentimiento queda en su historial, marcado como retirado.',
        confirm: 'Retirar consentimiento',
      },
      toasts: {
        recorded: 'Consentimiento registrado: {{kind}}',
        revoked: 'Consentimiento retirado: {{kind}}',
      },
    },
    mine: {
      title: 'Tus consentimientos',
      description: 'Lo que aceptaste con el programa. Puedes retirar aquí, cuando quieras, tu consentimiento para fotos, mensajes de texto y correos.',
      list: 'Consentimiento por tipo',
      loadFailed: 'No se pudieron cargar tus consentimientos.',
      kinds: {
        program: 'Participar en el programa',
        dataSharing: 'Compartir tu información',
        photo: 'Fotos',
        sms: 'Mensajes de texto',
        email: 'Correo electrónico',
      },
      explain: {
        program: 'Participas en el programa, y el programa guarda un expediente sobre ti.',
        dataSharing: 'El programa puede compartir tu información con servicios asociados que te ayudan y con quienes financian el programa.',
        photo: 'Las fotos en las que apareces pueden mostrarse a otros padres en la galería del programa. Decir que no nunca afecta tu lugar en el programa.',
        sms: 'El programa puede enviarte mensajes de texto sobre tus sesiones. Todavía no envía ninguno.',
        email: 'El programa puede enviarte correos, como recordatorios (cuando los activas) y anuncios.',
      },
      given: 'Otorgado',
      notGiven: 'No otorgado',
      revoked: 'Retirado',
      givenOn: 'Lo diste el {{date}}.',
      revokedOn: 'Lo retiraste el {{date}}.',
      askStaff: 'Pide al personal del programa que lo cambie.',
      giveAgain: 'Para dar este consentimiento, habla con el personal del programa.',
      revoke: 'Retirar',
      revokeLabel: 'Retirar consentimiento: {{kind}}',
      revokeDialog: {
        title: 'Retirar consentimiento: {{kind}}',
        body: {
          photo: 'Las fotos en las que apareces dejarán de verse para los demás padres de inmediato. Tu lugar en el programa no cambia.',
          sms: 'El programa no te enviará mensajes de texto, ni ahora ni cuando empiece a enviarlos.',
          email: 'El programa dejará de enviarte correos, como recordatorios y anuncios.',
        },
        again: 'Si más adelante quieres darlo de nuevo, habla con el personal del programa.',
        confirm: 'Retirar consentimiento',
      },
      toasts: {
        revoked: 'Consentimiento retirado: {{kind}}',
      },
    },
  },
};

export default es;
