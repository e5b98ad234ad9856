import type { Strings } from '@/lib/i18n/locales/strings';
import type en from './en';

// Spanish for en.ts.
const es: Strings<typeof en> = {
  incentives: {
    kinds: {
      giftCard: 'Tarjeta de regalo',
      transport: 'Transporte',
      food: 'Comida',
      childcare: 'Cuidado de niños',
      other: 'Otro',
    },
    fields: {
      kind: 'Tipo',
      chooseKind: 'Elige un tipo',
      amount: 'Monto (USD)',
      amountHint: 'En dólares, por ejemplo 25 o 25.50.',
      amountInvalid: 'Escribe un monto en dólares, por ejemplo 25 o 25.50.',
      amountTooLarge: 'Un incentivo no puede pasar de {{max}}.',
      reference: 'Referencia',
      referenceHint: 'Los últimos dígitos de la tarjeta o un número de recibo, si lo hay.',
      reason: 'Motivo',
    },
    father: {
      title: 'Incentivos',
      give: 'Dar incentivo',
      empty: 'Aún no se le ha dado ningún incentivo.',
      loadFailed: 'No se pudieron cargar los incentivos.',
      ledger: 'Registro de incentivos',
      total: 'Total entregado: {{amount}}',
      line: '{{kind}} · {{amount}}',
      entryLabel: '{{kind}} de {{amount}}, {{date}}',
      givenBy: 'Entregado el {{date}} por {{name}}',
      reference: 'Referencia: {{reference}}',
      session: 'Por una sesión',
      voided: 'Anulado',
      voidedOn: 'Anulado el {{date}}: {{reason}}',
      void: 'Anular',
      voidLabel: 'Anular: {{kind}} de {{amount}}, entregado el {{date}}',
      form: {
        title: 'Dar un incentivo',
        submit: 'Dar',
      },
      duplicate: {
        title: 'Ya entregado',
        body: 'Hoy ya recibió la misma recompensa ({{kind}}, {{amount}}). ¿Dársela otra vez de todos modos?',
        back: 'Volver',
        confirm: 'Dar otra vez de todos modos',
      },
      voidDialog: {
        title: 'Anular un incentivo',
        body: 'Este incentivo ({{kind}}, {{amount}}, entregado el {{date}}) queda en el registro, tachado, y deja de contar en los totales y en el informe para financiadores.',
        reason: '¿Por qué se anula?',
        confirm: 'Anular',
      },
      toasts: {
        given: 'Incentivo entregado',
        voided: 'Incentivo anulado',
      },
    },
    session: {
      title: 'Incentivos',
      open: 'Dar incentivos',
      description_one: '{{count}} padre quedó marcado como presente o con retraso.',
      description_other: '{{count}} padres quedaron marcados como presentes o con retraso.',
      formTitle: 'Dar incentivos: {{title}}',
      fathers: 'Padres',
      father: '{{name}} · {{status}}',
      fatherGiven: '{{name}} · {{status}} · ya entregado',
      notMarked: 'sin marcar',
      noneChosen: 'Elige al menos un padre.',
      submit: 'Dar incentivos',
      given_zero: 'No se entregó a nadie.',
      given_one: 'Entregado a {{count}} padre.',
      given_other: 'Entregado a {{count}} padres.',
      duplicates: {
        title: 'Ya entregado',
        body_one: 'Ya recibió el incentivo de esta sesión ({{kind}}), así que ahora no se le dio nada: {{names}}.',
        body_other: 'Ya recibieron el incentivo de esta sesión ({{kind}}), así que ahora no se les dio nada: {{names}}.',
        giveAgain: 'Dar otra vez de todos modos',
      },
      done: 'Listo',
    },
  },
};

export default es;
