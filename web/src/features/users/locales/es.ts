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
      toLink: 'Cuentas por vincular',
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
    toLink: {
      description:
        'Cuentas de padres que todavía no están vinculadas a un expediente: se registraron por su cuenta, o escanearon un código de llegada antes de que las vincularan. Vincula cada una a su expediente para que el padre vea su propio progreso y pueda registrar su llegada.',
      empty: 'No hay cuentas esperando a ser vinculadas.',
      list: 'Cuentas que esperan ser vinculadas',
      registered: 'Se registró el {{date}}',
      likely: 'Expedientes que podrían ser de {{name}}',
      noLikely: 'Ningún expediente tiene su correo ni su nombre. Vincúlalo desde su expediente: Editar y luego Cuenta vinculada.',
      sameEmail: 'Mismo correo',
      link: 'Vincular',
      linkLabel: 'Vincular a {{account}} con el expediente de {{father}}',
      linked: 'Cuenta vinculada al expediente de {{father}}',
      loadFailed: 'No se pudieron cargar las cuentas por vincular.',
      dialog: {
        title: 'Vincular la cuenta',
        body: '¿Vincular la cuenta de {{account}} ({{email}}) al expediente de {{father}}? A partir de entonces, entra a ese expediente: su progreso, sus grupos y sus registros de llegada.',
        confirm: 'Vincular',
      },
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
