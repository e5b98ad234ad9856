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
  },
};

export default es;
