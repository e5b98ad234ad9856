import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  milestones: {
    title: 'Logros',
    description: 'Lo que han logrado los padres del programa.',
    myTitle: 'Mis logros',
    myDescription: 'Lo que has logrado en el programa.',
    fatherTitle: 'Logros de {{name}}',
    add: 'Agregar logro',
    viewRecord: 'Expediente del padre',
    empty: 'Todavía no hay logros.',
    myEmpty: 'Todavía no tienes logros. Completar un ciclo de talleres te da el primero.',
    loadFailed: 'No se pudieron cargar los logros.',
    forbidden: 'Solo puedes ver tus propios logros.',
    fatherNotFound: 'Este expediente no existe.',
    edit: 'Editar',
    editLabel: 'Editar {{title}} de {{name}}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar {{title}} de {{name}}',
    form: {
      createTitle: 'Agregar logro',
      editTitle: 'Editar logro',
      createSubmit: 'Agregar logro',
      editSubmit: 'Guardar cambios',
      fatherPlaceholder: 'Busca por nombre, correo o teléfono',
      noFatherMatch: 'Ningún padre coincide.',
      otherKind: 'Otro…',
      customKind: 'Tipo personalizado',
    },
    deleteDialog: {
      title: 'Eliminar logro',
      body: '¿Eliminar «{{title}}» de {{name}}? No se puede deshacer.',
      confirm: 'Eliminar logro',
    },
    toasts: {
      created: 'Logro agregado',
      updated: 'Logro actualizado',
      deleted: 'Logro eliminado',
    },
  },
};

export default es;
