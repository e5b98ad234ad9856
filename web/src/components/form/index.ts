export { Form } from './Form';
export { PasswordField, TextField } from './fields';
export { SearchableSelectField, SelectField } from './select-fields';
export { TextareaField } from './textarea-field';
export { ChipsField } from './chips-field';
export { CheckboxField, CheckboxListField, SwitchField } from './toggle-fields';
export { INPUT_DEBOUNCE_MS, type ValidateOn } from './context';
export { useAppForm } from './useAppForm';
