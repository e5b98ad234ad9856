// What other areas may use of incentives: the vocabulary, the labels and the money as the reader
// writes it, and the sections other areas' pages show: a father's ledger on his page, the
// incentives given at a session on its page.
export { INCENTIVE_KINDS, totalGiven, type Incentive, type IncentiveKind } from './api/incentives';
export {
  incentiveBody,
  incentiveDefaults,
  IncentiveFields,
  incentiveRules,
  type IncentiveValues,
} from './components/fields';
export { IncentivesSection } from './components/IncentivesSection';
export { incentiveKindLabel } from './components/labels';
export { SessionIncentives } from './components/SessionIncentives';
export { formatMoney } from './utils/money';
export { rememberUsualIncentive } from './utils/usual';
