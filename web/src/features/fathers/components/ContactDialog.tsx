import { Dialog } from '@/components/Dialog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, TextareaField, TextField, useAppForm } from '@/components/form';
import type { ContactInput, Father } from '@/lib/api/program';
import { LANGUAGES, toLanguage } from '@/lib/i18n';
import { usePhone } from '@/lib/media';
import { notify } from '@/lib/toasts';
import { rules } from '@/lib/validation';
import { useUpdateFather } from '../api/update-father';

/** A father keeps his own contact details up to date; nothing else of his record. */
export function ContactDialog({ father, opened, onClose }: { father: Father; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('fathers.contactDialog.title')} fullScreen={phone}>
      <ContactForm father={father} onDone={onClose} />
    </Dialog>
  );
}

function ContactForm({ father, onDone }: { father: Father; onDone: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const r = rules(t);
    return z.object({
      email: r.optionalEmail(),
      phone: r.optional(),
      address: r.optional(),
      preferredLanguage: r.oneOf(t('fields.preferredLanguage'), LANGUAGES),
    });
  }, [t]);
  const initial = {
    email: father.email,
    phone: father.phone,
    address: father.address,
    preferredLanguage: toLanguage(father.preferredLanguage),
  };
  const form = useAppForm(schema, initial);
  const update = useUpdateFather();

  const onSubmit = async (values: Required<ContactInput>) => {
    // Only what changed, so that a father's save never overwrites a field staff changed meanwhile.
    const changed = Object.entries(values).filter(([key, value]) => value !== initial[key as keyof ContactInput]);
    const changes = Object.fromEntries(changed) as ContactInput;
    if (Object.keys(changes).length > 0) {
      await update.mutateAsync({ id: father.id, changes });
      notify.success(t('fathers.toasts.contactSaved'));
    }
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('fathers.contactDialog.submit')} aria-label={t('fathers.contactDialog.title')}>
      <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
      <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
      <TextareaField name="address" label={t('fields.address')} minRows={2} />
      <SelectField
        name="preferredLanguage"
        label={t('fields.preferredLanguage')}
        options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
      />
    </Form>
  );
}
