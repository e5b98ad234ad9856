// What other areas may use of forms: the section a father's page shows, a form's text in the
// reader's language (the funder report's assessments), the version a submission or a flag answered
// (his flags' protocol), and a submission's answers as lines (his printed record).
export { FormsSection } from './components/FormsSection';
export { answerLines, inLanguage } from './components/labels';
export { useFormVersion, useFormVersions } from './api/get-form';
