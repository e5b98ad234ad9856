import { useNavigate } from 'react-router';
import { FormEditor } from '../components/FormEditor';

/** /forms/new (directors): a new form, created as a draft of version 1 on its first save. */
export function FormNewRoute() {
  const navigate = useNavigate();
  return (
    <FormEditor
      onCreated={(form) => void navigate(`/forms/${encodeURIComponent(form.id)}/edit`, { replace: true })}
      onPublished={() => void navigate('/forms')}
    />
  );
}
