// The incentive ledger's strings in English: its kinds and the fields of what is given (for a
// session's page, a father's page and the funder report), a father's ledger on his page
// (`father`) and the incentives given at a session on its page (`session`); es.ts says each in
// Spanish.
// lib/i18n/locales/{en,es}-app.ts collect them with the areas' strings.
const en = {
  incentives: {
    kinds: {
      giftCard: 'Gift card',
      transport: 'Transport',
      food: 'Food',
      childcare: 'Childcare',
      other: 'Other',
    },
    fields: {
      kind: 'Kind',
      chooseKind: 'Choose a kind',
      amount: 'Amount (USD)',
      amountHint: 'In dollars, such as 25 or 25.50.',
      amountInvalid: 'Enter an amount in dollars, such as 25 or 25.50.',
      amountTooLarge: 'An incentive is at most {{max}}.',
      reference: 'Reference',
      referenceHint: 'The card’s last digits or a receipt number, if there is one.',
      reason: 'Reason',
    },
    father: {
      title: 'Incentives',
      give: 'Give incentive',
      empty: 'No incentives given yet.',
      loadFailed: 'The incentives could not be loaded.',
      ledger: 'Incentive ledger',
      total: 'Total given: {{amount}}',
      line: '{{kind}} · {{amount}}',
      entryLabel: '{{kind}} of {{amount}}, {{date}}',
      givenBy: 'Given {{date}} by {{name}}',
      reference: 'Reference: {{reference}}',
      session: 'For a session',
      voided: 'Voided',
      voidedOn: 'Voided {{date}}: {{reason}}',
      void: 'Void',
      voidLabel: 'Void: {{kind}} of {{amount}}, given {{date}}',
      form: {
        title: 'Give an incentive',
        submit: 'Give',
      },
      duplicate: {
        title: 'Already given',
        body: 'He was already given the same reward today ({{kind}}, {{amount}}). Give it again anyway?',
        back: 'Go back',
        confirm: 'Give it again anyway',
      },
      voidDialog: {
        title: 'Void an incentive',
        body: 'This incentive ({{kind}}, {{amount}}, given {{date}}) stays in the ledger, struck through, and no longer counts in the totals or the funder report.',
        reason: 'Why is it voided?',
        confirm: 'Void',
      },
      toasts: {
        given: 'Incentive given',
        voided: 'Incentive voided',
      },
    },
    session: {
      title: 'Incentives',
      open: 'Give incentives',
      description_one: '{{count}} father was marked present or late.',
      description_other: '{{count}} fathers were marked present or late.',
      formTitle: 'Give incentives: {{title}}',
      fathers: 'Fathers',
      father: '{{name}} · {{status}}',
      fatherGiven: '{{name}} · {{status}} · already given',
      notMarked: 'not marked',
      noneChosen: 'Choose at least one father.',
      submit: 'Give incentives',
      given_zero: 'No one was given it.',
      given_one: 'Given to {{count}} father.',
      given_other: 'Given to {{count}} fathers.',
      duplicates: {
        title: 'Already given',
        body_one: 'Already given this session’s incentive ({{kind}}), so given nothing now: {{names}}.',
        body_other: 'Already given this session’s incentive ({{kind}}), so given nothing now: {{names}}.',
        giveAgain: 'Give again anyway',
      },
      done: 'Done',
    },
  },
};

export default en;
