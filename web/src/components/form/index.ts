export { Form } from './Form';
export {
  CheckboxField,
  PasswordField,
  SearchableSelectField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from './fields';
export { INPUT_DEBOUNCE_MS, type ValidateOn } from './context';
export { useAppForm } from './useAppForm';
