import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  groups: {
    title: 'Grupos de padres',
    description: 'Los grupos se reúnen con regularidad; sus miembros hacen juntos los ciclos de talleres.',
    myTitle: 'Mis grupos',
    myDescription: 'Los grupos a los que perteneces y sus miembros.',
    new: 'Nuevo grupo',
    empty: 'Todavía no hay grupos.',
    myEmpty: 'Todavía no estás en ningún grupo.',
    loadFailed: 'No se pudieron cargar los grupos.',
    members_one: '{{count}} miembro',
    members_other: '{{count}} miembros',
    form: {
      createTitle: 'Nuevo grupo de padres',
      createDescription: 'Ponle nombre al grupo e indica cuándo y dónde se reúne. Después agrega a los padres.',
      editTitle: 'Editar grupo',
      createSubmit: 'Crear grupo',
      editSubmit: 'Guardar cambios',
      noFacilitator: 'Sin facilitador',
      notSet: 'Sin indicar',
    },
    detail: {
      about: 'Sobre el grupo',
      meets: 'Se reúne',
      members: 'Miembros',
      noMembers: 'Todavía no hay miembros.',
      addMember: 'Agregar un padre',
      fatherPlaceholder: 'Busca por nombre, correo o teléfono',
      noFatherMatch: 'Ningún padre coincide.',
      joinedOn: 'Se unió el',
      add: 'Agregar al grupo',
      alreadyMember: 'Este padre ya es miembro.',
      joined: 'Se unió el {{date}}',
      remove: 'Quitar',
      removeLabel: 'Quitar a {{name}}',
      formerMembers: 'Antiguos miembros',
      memberFromTo: 'miembro {{from}} – {{to}}; su asistencia queda registrada',
      cycles: 'Ciclos de talleres',
      noCycles: 'Todavía no hay ciclos de talleres.',
      cyclesFailed: 'No se pudieron cargar los ciclos de talleres.',
      cycleLine: '{{start}} – {{end}} · {{completed}} de {{total}} sesiones completadas',
      newCycle: 'Nuevo ciclo',
      edit: 'Editar grupo',
      delete: 'Eliminar grupo',
      notFound: 'Este grupo no existe o no eres uno de sus miembros.',
    },
    removeDialog: {
      title: 'Quitar miembro',
      body: '¿Quitar a {{name}} de {{group}}? La asistencia registrada hasta ahora se conserva.',
      confirm: 'Quitar',
    },
    deleteDialog: {
      title: 'Eliminar grupo',
      body: '¿Eliminar {{name}}? Un grupo con ciclos de talleres no se puede eliminar hasta eliminar sus ciclos.',
      confirm: 'Eliminar grupo',
    },
    toasts: {
      created: 'Grupo creado',
      updated: 'Grupo actualizado',
      deleted: 'Grupo eliminado',
      memberAdded: '{{name}} agregado al grupo',
      memberRemoved: '{{name}} quitado del grupo',
    },
  },
};

export default es;
