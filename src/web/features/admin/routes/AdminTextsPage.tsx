import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { ComboBox, useFilter } from 'react-aria-components/ComboBox';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { TEXT_OVERRIDE_MAX, type GroupTexts } from '../../../../contract/admin-group';
import { LANGUAGES, type Language } from '../../../../contract/limits';
import { defaultText, overridableTextKeys } from '../../../../locales/text-keys';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useGroupTexts, useSaveGroupTexts } from '../api/admin-api';
import { AdminScreen } from '../components/AdminOnly';
import '../../../components/form/time-zone.css';

/** /admin/texts: the group's own wording per language — pick a text, see its default, type the override. */
export default function AdminTextsPage() {
  const { t } = useTranslation();
  const texts = useGroupTexts();
  return (
    <AdminScreen title={t('admin_texts.title')}>
      <p className="muted">{t('admin_texts.intro')}</p>
      {texts.isError ? <p role="alert">{t('admin.failed')}</p> : null}
      {texts.data ? <TextsEditor texts={texts.data} /> : texts.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
    </AdminScreen>
  );
}

function TextsEditor({ texts }: { texts: GroupTexts }) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const keys = useMemo(() => overridableTextKeys().map((id) => ({ id })), []);
  const [language, setLanguage] = useState<Language>('de');
  const form = useForm({ key: '', value: '' });
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveGroupTexts();
  const key = form.values.key;
  const fallback = defaultText(language, key);
  const current = texts.translation[language];

  const pick = (next: string) => {
    form.setValues({ key: next, value: current[next] ?? '' });
    form.setErrors({});
  };
  const store = (translation: GroupTexts['translation'], message: string) => {
    setSaved(null);
    save.mutate(
      { translation },
      {
        onSuccess: () => {
          setSaved(message);
          announce(message);
        },
        onError: (error) => form.showFailure(error, { failed: t('admin_texts.failed') }),
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fallback === undefined) return form.showErrors({ key: [t('validation.text_key_unknown', { key })] });
    const value = form.values.value.trim();
    if (value.length > TEXT_OVERRIDE_MAX) return form.showErrors({ value: [t('validation.too_long')] });
    const rest = Object.fromEntries(Object.entries(current).filter(([k]) => k !== key));
    const next = value ? { ...rest, [key]: value } : rest;
    store({ ...texts.translation, [language]: next }, value ? t('admin_texts.saved') : t('admin_texts.removed'));
  };
  const remove = (removed: string) => {
    const next = Object.fromEntries(Object.entries(current).filter(([k]) => k !== removed));
    if (removed === key) form.setValues({ key, value: '' });
    store({ ...texts.translation, [language]: next }, t('admin_texts.removed'));
  };

  return (
    <div className="admin-columns">
      <form id={form.formId} className="card form" aria-labelledby="admin-texts-edit" onSubmit={submit} noValidate>
        <h2 id="admin-texts-edit">{t('admin_texts.title')}</h2>
        <FormMessage text={form.formError} tone="error" />
        <FormMessage text={saved} tone="success" />
        <RadioGroup
          className="radio-group field"
          value={language}
          onChange={(v) => {
            const next = LANGUAGES.find((l) => l === v) ?? 'de';
            setLanguage(next);
            form.setValues({ key, value: texts.translation[next][key] ?? '' });
          }}
        >
          <Label className="h2-label">{t('admin_texts.language')}</Label>
          {LANGUAGES.map((l) => (
            <Radio key={l} value={l} className="radio">
              <span className="radio-dot" aria-hidden="true" />
              {t(`admin_texts.languages.${l}`)}
            </Radio>
          ))}
        </RadioGroup>
        <ComboBox
          className="field time-zone-field"
          name="key"
          defaultItems={keys}
          inputValue={key}
          onInputChange={(text) => form.setValues({ key: text, value: current[text] ?? '' })}
          onSelectionChange={(selected) => selected !== null && pick(String(selected))}
          defaultFilter={(text, input) => contains(text, input)}
          allowsCustomValue
          isInvalid={(form.errors.key ?? []).length > 0}
          validationBehavior="aria"
          menuTrigger="focus"
        >
          <Label>{t('admin_texts.key')}</Label>
          <div className="time-zone-input">
            <Input data-field="key" />
            <Button className="time-zone-toggle" aria-label={t('admin_texts.key')}>
              <span aria-hidden="true">▾</span>
            </Button>
          </div>
          <FieldError className="field-error">{(form.errors.key ?? []).join(' ')}</FieldError>
          <Popover className="time-zone-popover">
            <ListBox<{ id: string }>
              className="time-zone-list"
              renderEmptyState={() => <p className="time-zone-empty">{t('admin_texts.key_empty')}</p>}
            >
              {(item) => (
                <ListBoxItem id={item.id} textValue={item.id} className="time-zone-option">
                  <span className="admin-key">{item.id}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        {fallback !== undefined ? (
          <div className="field">
            <span className="h2-label">{t('admin_texts.default')}</span>
            <p className="admin-default" data-testid="text-default">
              {fallback}
            </p>
          </div>
        ) : null}
        <TextInput
          name="value"
          label={t('admin_texts.override')}
          value={form.values.value}
          onChange={form.setField('value')}
          errors={form.errors.value}
        />
        <SubmitButton label={t('admin_texts.save')} isPending={save.isPending} />
      </form>
      <section className="card" aria-labelledby="admin-texts-current">
        <h2 id="admin-texts-current">{t('admin_texts.current')}</h2>
        {Object.keys(current).length === 0 ? <p className="muted">{t('admin_texts.none')}</p> : null}
        <ul className="admin-list">
          {Object.entries(current).map(([k, value]) => (
            <li key={k}>
              <span>
                <span className="admin-key">{k}</span>
                <br />
                {value}
              </span>
              <Button className="button" aria-label={t('admin_texts.remove_label', { key: k })} onPress={() => remove(k)}>
                {t('admin_texts.remove')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
