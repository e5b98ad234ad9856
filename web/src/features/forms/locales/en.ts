// The forms' strings in English: filling one in (`fill`), a father's forms on his page
// (`father`) and the phases of an assessment; es.ts says each in Spanish.
// lib/i18n/locales/{en,es}-app.ts collect them with the areas' strings.
const en = {
  forms: {
    phase: {
      pre: 'Before (pre)',
      post: 'After (post)',
    },
    fill: {
      phase: 'Is this the assessment at the start of his course, or at its end?',
      phaseRequired: 'Choose before or after.',
      declined: 'Declined to answer',
      required: 'Please answer this question.',
      requiredOrDeclined: 'Answer this question, or mark it declined.',
      yes: 'Yes',
      no: 'No',
      notANumber: 'Enter a number.',
      scale: 'From {{min}} to {{max}}',
      submit: 'Save answers',
      saved: 'Answers saved.',
    },
    mine: {
      title: 'My surveys',
      description: 'Questions the program asks you, answered in a few minutes.',
      none: 'No surveys for you right now.',
      toFill: 'Surveys to fill in',
      done: 'What you answered',
      loadFailed: 'The surveys could not be loaded.',
      notFound: 'This survey does not exist, or it is not one you fill in yourself.',
      noRecord: 'Your account is not linked to a father record yet. Please ask the program staff to link it.',
    },
    father: {
      title: 'Forms',
      fill: 'Fill in a form',
      choose: 'Fill in a form',
      form: 'Form',
      chooseForm: 'Choose a form',
      start: 'Start',
      empty: 'No forms filled in yet.',
      loadFailed: 'The forms could not be loaded.',
      formsFailed: 'The list of forms could not be loaded.',
      list: 'Forms filled in',
      entryLabel: '{{form}}, {{date}}',
      submitted: 'Filled in {{date}} by {{name}}',
      amended_one: 'corrected once',
      amended_other: 'corrected {{count}} times',
      score: '{{subscale}}: {{score}}',
      showAnswers: 'Show answers',
      hideAnswers: 'Hide answers',
      redacted: 'Sensitive: for his case manager and directors only',
      declined: 'Declined to answer',
      unanswered: 'Not answered',
      change: 'Corrected {{date}} by {{name}}: {{reason}}',
    },
  },
};

export default en;
