// What other areas may use of forms: the section a father's page shows.
export { FormsSection } from './components/FormsSection';
