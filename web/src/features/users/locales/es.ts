import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  users: {
    title: 'Usuarios',
    description: 'Cuentas de los padres y del personal del programa.',
    tabs: {
      accounts: 'Cuentas',
      activity: 'Actividad reciente',
    },
    search: 'Buscar usuarios',
    searchPlaceholder: 'Nombre o correo electrónico',
    create: 'Crear usuario',
    empty: 'Todavía no hay usuarios.',
    noMatch: 'Ningún usuario coincide con «{{q}}».',
    actions: 'Acciones',
    edit: 'Editar',
    editLabel: 'Editar a {{name}}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar a {{name}}',
    you: 'tú',
    loadFailed: 'No se pudieron cargar los usuarios.',
    form: {
      createTitle: 'Crear usuario',
      editTitle: 'Editar usuario',
      createSubmit: 'Crear usuario',
      editSubmit: 'Guardar cambios',
      createHint: 'El nuevo usuario recibirá un correo con un enlace para elegir su contraseña.',
      roleDescription:
        'Los directores gestionan las cuentas y todo el programa. El personal trabaja con los padres de los grupos que facilita y de sus casos. Los padres ven su propio expediente.',
    },
    deleteDialog: {
      title: 'Eliminar usuario',
      body: '¿Eliminar a {{name}} ({{email}})? La cuenta ya no podrá iniciar sesión. Los expedientes de padres se conservan. Esto no se puede deshacer.',
      confirm: 'Eliminar usuario',
    },
    toasts: {
      created: 'Usuario creado',
      updated: 'Usuario actualizado',
      deleted: 'Usuario eliminado',
    },
    activity: {
      empty: 'Todavía no hay actividad.',
      loadMore: 'Cargar más',
      loadFailed: 'No se pudo cargar la actividad.',
      by: 'por {{name}}',
    },
  },
  cleanup: {
    title: 'Depurar usuarios',
    description:
      'Cuentas que nunca iniciaron sesión. Eliminar una cuenta solo borra el acceso; los expedientes de padres, la asistencia y los logros se conservan.',
    days: 'Creadas hace más de',
    daysOption_one: '{{count}} día',
    daysOption_other: '{{count}} días',
    selectAll: 'Seleccionar todas',
    select: 'Seleccionar a {{name}}',
    selected: '{{count}} seleccionadas',
    remove: 'Eliminar seleccionadas',
    empty: 'No hay cuentas que depurar.',
    loadFailed: 'No se pudieron cargar las cuentas.',
    confirm: {
      title: 'Eliminar cuentas',
      body_one: '¿Eliminar {{count}} cuenta que nunca inició sesión? Ya no podrá iniciar sesión. Esto no se puede deshacer.',
      body_other: '¿Eliminar {{count}} cuentas que nunca iniciaron sesión? Ya no podrán iniciar sesión. Esto no se puede deshacer.',
      submit: 'Eliminar',
    },
    removed_one: 'Se eliminó {{count}} cuenta',
    removed_other: 'Se eliminaron {{count}} cuentas',
  },
};

export default es;
