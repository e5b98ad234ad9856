// What other areas may use of accounts: the accounts and the staff by name (the facilitator and
// case-manager pickers, and staff names wherever they are shown), one query each for every page.
export { useAccounts, useStaff, useStaffNames } from './api/accounts';
export { useStaffLabel } from './components/staff';
