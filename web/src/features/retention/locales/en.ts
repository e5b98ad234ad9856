// The retention screen's strings in English; es.ts says each in Spanish. lib/i18n/locales/{en,es}-app.ts collects
// them with the other areas' into one chunk per language.
const en = {
  retention: {
    title: 'Records retention',
    ruleYears_one:
      'Records are anonymised {{count}} year after a father’s exit, and never within 30 days of the exit being recorded.',
    ruleYears_other:
      'Records are anonymised {{count}} years after a father’s exit, and never within 30 days of the exit being recorded.',
    ruleDays_one:
      'Records are anonymised {{count}} day after a father’s exit, and never within 30 days of the exit being recorded.',
    ruleDays_other:
      'Records are anonymised {{count}} days after a father’s exit, and never within 30 days of the exit being recorded.',
    coming: 'Coming due in the next 90 days',
    empty: 'No record is due to be anonymised in the next 90 days.',
    exited: 'Exited {{date}}',
    anonymisedOn: 'Anonymised on {{date}}',
    nextLook: 'At the next daily look',
    loadFailed: 'The records coming due could not be loaded.',
  },
};

export default en;
