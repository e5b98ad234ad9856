export { MyFormRoute } from './MyFormRoute';
export { MyFormsRoute } from './MyFormsRoute';
