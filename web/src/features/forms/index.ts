// What other areas may use of forms: the section a father's page shows, and a form's text in
// the reader's language (the funder report's assessments).
export { FormsSection } from './components/FormsSection';
export { inLanguage } from './components/labels';
