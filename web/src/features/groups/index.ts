// What other areas may use of groups: the groups (lists, filters and every audience picker) and
// whether the viewer runs one.
export { useGroups, useRunsGroup } from './api/groups';
