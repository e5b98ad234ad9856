import accountsStrings from '@/features/accounts/locales/es';
import profileStrings from '@/features/profile/locales/es';
import fathersStrings from '@/features/fathers/locales/es';
import groupsStrings from '@/features/groups/locales/es';
import workshopsStrings from '@/features/workshops/locales/es';
import milestonesStrings from '@/features/milestones/locales/es';
import calendarStrings from '@/features/calendar/locales/es';
import announcementsStrings from '@/features/announcements/locales/es';
import messagesStrings from '@/features/messages/locales/es';
import galleryStrings from '@/features/gallery/locales/es';
import homeStrings from '@/features/home/locales/es';
import dashboardStrings from '@/features/dashboard/locales/es';
import reportsStrings from '@/features/reports/locales/es';
import caseworkStrings from '@/features/casework/locales/es';
import rsvpStrings from '@/features/rsvp/locales/es';
import formsStrings from '@/features/forms/locales/es';
import incentivesStrings from '@/features/incentives/locales/es';
import consentsStrings from '@/features/consents/locales/es';
import checkInStrings from '@/features/checkin/locales/es';
import retentionStrings from '@/features/retention/locales/es';
import textsStrings from '@/features/texts/locales/es';
import programsStrings from '@/features/programs/locales/es';
import importsStrings from '@/features/imports/locales/es';
import type enApp from './en-app';
import type { Strings } from './strings';

// Spanish for en-app.ts.
const esApp: Strings<typeof enApp> = {
  userMenu: {
    label: 'Menú de la cuenta de {{name}}',
    profile: 'Perfil',
    signOut: 'Cerrar sesión',
  },
  roles: {
    director: 'Director',
    staff: 'Personal',
    father: 'Padre',
  },
  activitySentences: {
    registered: '{{name}} se registró',
    userCreated: 'Creó el usuario {{name}}',
    signedIn: '{{name}} inició sesión',
    userUpdated: 'Actualizó el usuario {{name}}',
    profileUpdated: '{{name}} actualizó su perfil',
    userDeleted: 'Eliminó el usuario con ID: {{id}}',
    announced: 'Publicó el anuncio {{title}}',
    announcementUpdated: 'Actualizó el anuncio {{title}}',
    announcementDeleted: 'Eliminó el anuncio {{title}}',
    messaged: 'Envió un mensaje en {{conversation}}',
    messagedTo: 'Envió un mensaje a {{name}}',
    texted: 'Envió un mensaje de texto a {{father}}',
    albumCreated: 'Creó el álbum {{title}}',
    albumUpdated: 'Actualizó el álbum {{title}}',
    albumDeleted: 'Eliminó el álbum {{title}}',
    photoAdded: 'Agregó una foto',
    photoDeleted: 'Eliminó una foto',
    eventCreated: 'Creó el evento {{title}}',
    eventUpdated: 'Actualizó el evento {{title}}',
    eventDeleted: 'Eliminó el evento {{title}}',
    milestoneAdded: "Agregó el logro '{{title}}' ({{kind}}) de {{father}}",
    milestoneChanged: "Cambió el logro '{{title}}' ({{kind}}) de {{father}}",
    milestoneRemoved: "Quitó el logro '{{title}}' ({{kind}}) de {{father}}",
    fatherAdded: 'Agregó el expediente de {{father}}',
    fatherUpdated: 'Actualizó el expediente de {{father}}',
    fatherInvited: 'Invitó a {{father}} a la aplicación',
    caseloadReassigned: 'Pasó los casos de {{from}} a {{to}}',
    fatherDeleted: 'Eliminó el expediente de {{father}}',
    fatherPhoto: 'Nueva foto de {{father}}',
    groupCreated: 'Creó el grupo {{group}}',
    groupUpdated: 'Actualizó el grupo {{group}}',
    groupDeleted: 'Eliminó el grupo {{group}}',
    joined: '{{father}} se unió a {{group}}',
    left: '{{father}} dejó {{group}}',
    cycleCreated: 'Creó el ciclo {{cycle}} para {{group}}',
    cycleUpdated: 'Actualizó el ciclo {{cycle}}',
    cycleDeleted: 'Eliminó el ciclo {{cycle}}',
    sessionAdded: 'Agregó {{session}} a {{cycle}}',
    sessionUpdated: 'Actualizó {{session}} de {{cycle}}',
    sessionStatus: '{{session}} de {{cycle}} ahora está {{status}}',
    sessionDeleted: 'Eliminó {{session}} de {{cycle}}',
    sessionCompleted: 'Completó {{session}} de {{cycle}}',
    attended: '{{father}} asistió a {{session}}',
    missed: '{{father}} faltó a {{session}}',
    courseCompleted: '{{father}} completó {{cycle}}',
    contacted: 'Registró un contacto con {{father}}',
    referred: 'Derivó a {{father}} ({{type}})',
    fatherAnonymised: 'Anonimizó el expediente de un antiguo participante',
    formPublished: 'Publicó {{form}}, versión {{version}}',
    formSubmitted: 'Completó {{form}} de {{father}}',
    submissionAmended: 'Corrigió {{form}} de {{father}}',
    viewedSensitive: 'Leyó las respuestas confidenciales de {{father}} en {{form}}',
    viewedSensitiveExport: 'Leyó las respuestas confidenciales de {{father}} en la exportación de sus datos',
    status: {
      scheduled: 'programada',
      completed: 'completada',
      cancelled: 'cancelada',
    },
  },
  activityActions: {
    completed: 'completada',
    created: 'creado',
    joined: 'se unió',
    messaged: 'mensaje',
    signedIn: 'inició sesión',
    deleted: 'eliminado',
    updated: 'actualizado',
    attended: 'asistió',
    completedCourse: 'completó el curso',
    missedSession: 'faltó a la sesión',
    announced: 'anuncio',
    contacted: 'contactó',
    referred: 'derivó',
    texted: 'mensaje de texto',
    viewedSensitive: 'vio respuestas confidenciales',
  },
  ...accountsStrings,
  ...profileStrings,
  program: {
    staffNames: {
      others_one: '{{count}} persona más del personal',
      others_other: '{{count}} personas más del personal',
      list: '{{names}}, {{others}}',
    },
    notRunning: 'Solo los facilitadores del grupo o un director pueden cambiar esto.',
    fatherStatus: {
      referred: 'Referido',
      enrolled: 'Inscrito',
      completed: 'Completado',
      exited: 'Dado de baja',
    },
    fatherType: {
      biological: 'Padre biológico',
      step: 'Padrastro',
      expectant: 'Futuro padre',
      fatherFigure: 'Figura paterna',
    },
    setting: {
      community: 'Comunidad',
      incarcerated: 'Privado de libertad',
    },
    sessionStatus: {
      scheduled: 'Programada',
      completed: 'Completada',
      cancelled: 'Cancelada',
    },
    attendance: {
      present: 'Presente',
      late: 'Tarde',
      excused: 'Justificado',
      absent: 'Ausente',
      makeup: 'Recuperación',
    },
    attendanceShort: {
      present: 'P',
      late: 'T',
      excused: 'J',
      absent: 'A',
      makeup: 'R',
    },
    courseMilestone: {
      title: 'Completó {{course}}',
      note_one: 'Asistió a {{attended}} de {{count}} sesión.',
      note_other: 'Asistió a {{attended}} de {{count}} sesiones.',
    },
    milestoneKind: {
      completedCourse: 'Curso completado',
      employment: 'Empleo',
      reunification: 'Reunificación',
      childSupportCurrent: 'Manutención al día',
    },
    weekdays: {
      '1': 'Lunes',
      '2': 'Martes',
      '3': 'Miércoles',
      '4': 'Jueves',
      '5': 'Viernes',
      '6': 'Sábado',
      '7': 'Domingo',
    },
    notMarked: 'Sin marcar',
    atRisk: 'En riesgo',
    completedCourse: 'Curso completado',
    photoOf: 'Foto de {{name}}',
    atRiskList: {
      title: 'Padres en riesgo',
      inARow_one: '{{count}} ausencia seguida',
      inARow_other: '{{count}} ausencias seguidas',
      unreachable: 'Sin contacto: tres intentos seguidos sin localizarlo',
      rateLine: '{{rate}} ({{attended}} de {{countable}})',
      lastAttended: 'Última asistencia: {{date}}',
    },
    contactMethod: {
      call: 'Llamada',
      text: 'Mensaje de texto',
      email: 'Correo electrónico',
      visit: 'Visita',
      meeting: 'Reunión',
      other: 'Otro',
    },
    contactOutcome: {
      reached: 'Se habló con él',
      noAnswer: 'No contestó',
      leftMessage: 'Se dejó un mensaje',
      wrongNumber: 'Número equivocado',
    },
    referralType: {
      employment: 'Empleo',
      education: 'Educación',
      legal: 'Asesoría legal',
      childSupport: 'Manutención infantil',
      housing: 'Vivienda',
      health: 'Salud',
      mentalHealth: 'Salud mental',
      substanceUse: 'Consumo de sustancias',
      domesticViolence: 'Violencia doméstica',
      other: 'Otro',
    },
    referralStatus: {
      made: 'Hecha',
      accepted: 'Aceptada',
      inProgress: 'En curso',
      completed: 'Completada',
      declined: 'Rechazada',
      noShow: 'No se presentó',
    },
  },
  ...fathersStrings,
  ...groupsStrings,
  ...workshopsStrings,
  ...milestonesStrings,
  ...calendarStrings,
  ...announcementsStrings,
  ...messagesStrings,
  ...galleryStrings,
  ...homeStrings,
  ...dashboardStrings,
  ...reportsStrings,
  ...caseworkStrings,
  ...rsvpStrings,
  ...incentivesStrings,
  ...formsStrings,
  ...consentsStrings,
  ...checkInStrings,
  ...retentionStrings,
  ...textsStrings,
  ...programsStrings,
  ...importsStrings,
};

export default esApp;
