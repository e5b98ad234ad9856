import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  messages: {
    title: 'Mensajes',
    description: 'Conversaciones con el personal del programa y con tu grupo.',
    staffDescription: 'Conversaciones con los padres, con los grupos y con otros miembros del personal.',
    conversations: 'Conversaciones',
    loadFailed: 'No se pudieron cargar las conversaciones.',
    empty: 'Todavía no hay conversaciones.',
    choose: 'Elige una conversación o empieza una nueva.',
    newConversation: 'Nueva conversación',
    you: 'Tú',
    removed: 'Mensaje eliminado',
    unread_one: '{{count}} mensaje sin leer',
    unread_other: '{{count}} mensajes sin leer',
    group: 'Grupo',
    back: 'Volver a las conversaciones',
    people_one: '{{count}} persona',
    people_other: '{{count}} personas',
    thread: {
      label: 'Mensajes',
      loadFailed: 'No se pudieron cargar los mensajes.',
      notFound: 'Esta conversación no existe o no formas parte de ella.',
      empty: 'Todavía no hay mensajes. ¡Saluda!',
      loadOlder: 'Cargar mensajes anteriores',
      olderFailed: 'No se pudieron cargar los mensajes anteriores.',
    },
    status: {
      sending: 'Enviando…',
      notSent: 'No enviado',
      retry: 'Reintentar',
      discard: 'Descartar',
    },
    delete: 'Eliminar',
    deleteLabel: 'Eliminar el mensaje de las {{time}}',
    deleteDialog: {
      title: 'Eliminar mensaje',
      body: '¿Eliminar este mensaje? Todos en la conversación verán “Mensaje eliminado” en su lugar.',
      confirm: 'Eliminar mensaje',
    },
    deleted: 'Mensaje eliminado',
    composer: {
      label: 'Mensaje',
      placeholder: 'Escribe un mensaje…',
      send: 'Enviar',
      enterHint: 'Enter envía, Mayús+Enter empieza una línea nueva.',
      count: '{{count}} / {{max}}',
      tooLong: 'Un mensaje puede tener como máximo {{max}} caracteres.',
    },
    picker: {
      title: 'Nueva conversación',
      fatherHint: 'Escríbele a alguien del personal del programa.',
      staffHint: 'Busca a la persona por nombre o correo electrónico.',
      search: 'Buscar',
      searchPlaceholder: 'Nombre o correo electrónico',
      empty: 'No se encontró a nadie.',
      loadFailed: 'No se pudo cargar la lista de personas.',
      staff: 'Personal',
      people: 'Personas',
    },
  },
};

export default es;
