// The director's form builder: the forms and their versions, and a draft's editor with its
// preview. One chunk (forms-builder), apart from the pages a father fills his surveys in (./index).
export { FormEditRoute } from './FormEditRoute';
export { FormNewRoute } from './FormNewRoute';
export { FormsListRoute } from './FormsListRoute';
