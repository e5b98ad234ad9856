import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  forms: {
    phase: {
      pre: 'Antes (inicial)',
      post: 'Después (final)',
    },
    fill: {
      phase: '¿Es la evaluación al comienzo de su curso o al final?',
      phaseRequired: 'Elige antes o después.',
      declined: 'Prefirió no responder',
      required: 'Responde esta pregunta, por favor.',
      requiredOrDeclined: 'Responde esta pregunta o márcala como no respondida.',
      yes: 'Sí',
      no: 'No',
      notANumber: 'Escribe un número.',
      scale: 'De {{min}} a {{max}}',
      submit: 'Guardar respuestas',
      saved: 'Respuestas guardadas.',
    },
    mine: {
      title: 'Mis encuestas',
      description: 'Preguntas que le hace el programa, respondidas en unos minutos.',
      none: 'No hay encuestas para usted en este momento.',
      toFill: 'Encuestas por completar',
      done: 'Lo que respondió',
      loadFailed: 'No se pudieron cargar las encuestas.',
      notFound: 'Esta encuesta no existe o no es una que usted completa.',
      noRecord: 'Su cuenta todavía no está vinculada a un expediente de padre. Pida al personal del programa que la vincule.',
    },
    father: {
      title: 'Formularios',
      fill: 'Completar un formulario',
      choose: 'Completar un formulario',
      form: 'Formulario',
      chooseForm: 'Elige un formulario',
      start: 'Comenzar',
      empty: 'Todavía no se ha completado ningún formulario.',
      loadFailed: 'No se pudieron cargar los formularios.',
      formsFailed: 'No se pudo cargar la lista de formularios.',
      list: 'Formularios completados',
      entryLabel: '{{form}}, {{date}}',
      submitted: 'Completado el {{date}} por {{name}}',
      amended_one: 'corregido una vez',
      amended_other: 'corregido {{count}} veces',
      score: '{{subscale}}: {{score}}',
      showAnswers: 'Ver respuestas',
      hideAnswers: 'Ocultar respuestas',
      redacted: 'Confidencial: solo para su gestor de caso y la dirección',
      declined: 'Prefirió no responder',
      unanswered: 'Sin respuesta',
      change: 'Corregido el {{date}} por {{name}}: {{reason}}',
    },
  },
};

export default es;
