import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  programs: {
    page: {
      title: 'Programas',
      description: 'Las subvenciones que la organización lleva a la vez. Cada grupo pertenece a un programa; un padre está inscrito en uno o más.',
      new: 'Nuevo programa',
      empty: 'Todavía no hay programas.',
      loadFailed: 'No se pudieron cargar los programas.',
      code: 'Código {{code}}',
      confidential: 'Confidencial',
      archived: 'Archivado',
      groups_one: '{{count}} grupo',
      groups_other: '{{count}} grupos',
      noStaff: 'Todavía no hay personal asignado.',
      staffLabel: 'Personal de {{name}}',
      edit: 'Editar',
      editStaff: 'Personal',
      archive: 'Archivar',
      unarchive: 'Recuperar',
    },
    form: {
      newTitle: 'Nuevo programa',
      editTitle: 'Editar {{name}}',
      name: 'Nombre',
      code: 'Código',
      codeHint: 'Corto y único: letras, dígitos y “-”, hasta 20. Los informes y las importaciones nombran el programa con él.',
      codeInvalid: 'Un código tiene de 1 a 20 letras, dígitos o “-”.',
      confidential: 'Confidencial',
      confidentialHint:
        'El personal que no trabaja en un programa confidencial no lo ve: ni sus grupos, ni sus inscripciones, ni siquiera que un padre está en él. Por ejemplo, un programa para padres que ejercieron violencia.',
      create: 'Crear programa',
      save: 'Guardar cambios',
    },
    archiveDialog: {
      title: '¿Archivar {{name}}?',
      body: 'Un programa archivado no acepta grupos ni inscripciones nuevos. Sus grupos y los expedientes de los padres se conservan, y puede recuperarlo más adelante.',
      confirm: 'Archivar',
    },
    staff: {
      title: 'Personal de {{name}}',
      description: 'Elija quién trabaja en este programa. Un coordinador ve a todos los padres y grupos del programa, lleva los ciclos, sesiones y asistencia de sus grupos y lee su informe. El personal ve a los padres y grupos con los que trabaja.',
      works: 'Trabaja en {{name}}',
      role: 'Función de {{name}}',
      noAccounts: 'Todavía no hay cuentas de personal.',
      loadFailed: 'No se pudieron cargar las cuentas del personal.',
      save: 'Guardar personal',
    },
    role: {
      manager: 'Coordinador',
      staff: 'Personal',
    },
    select: {
      label: 'Programa',
      hint: 'El programa al que pertenece el registro.',
      choose: 'Elija un programa',
    },
    filter: {
      label: 'Programa',
      all: 'Todos los programas',
      archived: '{{name}} (archivado)',
      unknown: 'Programa desconocido',
    },
    toasts: {
      created: 'Programa creado',
      saved: 'Programa guardado',
      archived: 'Programa archivado',
      unarchived: 'Programa recuperado',
      staffSaved: 'Personal guardado',
    },
  },
};

export default es;
