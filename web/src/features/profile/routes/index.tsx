export { ProfileRoute } from './ProfileRoute';
export { MyDataRoute } from './MyDataRoute';
