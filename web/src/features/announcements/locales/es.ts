import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  announcements: {
    title: 'Anuncios',
    description: 'Noticias del programa, para todos o para un grupo.',
    myDescription: 'Noticias del programa y de tu grupo.',
    loadFailed: 'No se pudieron cargar los anuncios.',
    empty: 'Todavía no hay anuncios.',
    pinned: 'Fijado',
    new: 'Nuevo',
    audience: 'Para {{audience}}',
    byline: 'De {{name}} · {{date}}',
    loadMore: 'Cargar más',
    edit: 'Editar',
    editLabel: 'Editar «{{title}}»',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar «{{title}}»',
    form: {
      createTitle: 'Nuevo anuncio',
      editTitle: 'Editar anuncio',
      audienceHint: 'Quién ve este anuncio.',
      pinned: 'Fijar arriba',
      pinnedHint: 'Los anuncios fijados quedan por encima de los demás.',
      email: 'Enviar también por correo electrónico',
      emailHint: 'Todos los destinatarios lo reciben también por correo.',
      text: 'Enviar también por mensaje de texto',
      textHint: 'Los padres entre los destinatarios que aceptaron recibir mensajes de texto reciben su título y un enlace por mensaje de texto.',
      createSubmit: 'Publicar',
      editSubmit: 'Guardar cambios',
      groupsFailed: 'No se pudieron cargar los grupos.',
    },
    deleteDialog: {
      title: 'Eliminar anuncio',
      body: '¿Eliminar «{{title}}»? No se puede deshacer.',
      confirm: 'Eliminar anuncio',
    },
    toasts: {
      created: 'Anuncio publicado',
      emailed: 'Anuncio publicado; los correos están en camino',
      texted: 'Anuncio publicado; los mensajes de texto están en camino',
      emailedAndTexted: 'Anuncio publicado; los correos y los mensajes de texto están en camino',
      updated: 'Anuncio actualizado',
      deleted: 'Anuncio eliminado',
    },
  },
};

export default es;
