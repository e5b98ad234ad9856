// The incentive ledger's shared strings in English (its kinds and the fields of what is given),
// for a session's page, a father's page and the funder report; es.ts says each in Spanish.
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
  },
};

export default en;
