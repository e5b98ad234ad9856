// What other areas may use of incentives: the vocabulary, the fields of a form that gives one (a
// session's page, a father's page), the labels and the money as the reader writes it.
export { INCENTIVE_KINDS, totalGiven, type Incentive, type IncentiveKind } from './api/incentives';
export {
  incentiveBody,
  incentiveDefaults,
  IncentiveFields,
  incentiveRules,
  type IncentiveValues,
} from './components/fields';
export { incentiveKindLabel } from './components/labels';
export { formatMoney } from './utils/money';
export { rememberUsualIncentive } from './utils/usual';
