import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminGroupBodySchema, type AdminGroup } from '../../../../contract/admin-group';
import { DEFAULT_NAV_COLORS } from '../../../../contract/limits';
import { parkingLinkBodySchema } from '../../../../contract/parking';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextInput } from '../../../components/form/TextInput';
import { TimeZoneField } from '../../../components/form/TimeZoneField';
import { useForm } from '../../../components/form/use-form';
import { useEgo } from '../../../entities/ego/get-ego';
import { announce } from '../../../lib/announcer';
import { paths } from '../../../lib/paths';
import { useAdminGroup, useSaveAdminGroup, useSaveParkingLink } from '../api/admin-api';
import { AdminScreen } from '../components/AdminOnly';
import { issuesByPath, numberOf, numberOrNull } from '../components/issue-fields';
import { NavPreview } from '../components/NavPreview';

const HEX = /^#[0-9a-fA-F]{6}$/;
const FLAGS = ['has_conference_rooms', 'has_staff_search', 'has_parkefficient_link', 'subscription_required'] as const;
const RULES = ['has_capital', 'has_letters', 'has_numbers', 'has_symbols'] as const;

/** The form's fields, named like the server names them in a 422. */
const valuesOf = (g: AdminGroup) => ({
  has_conference_rooms: g.has_conference_rooms,
  has_staff_search: g.has_staff_search,
  has_parkefficient_link: g.has_parkefficient_link,
  subscription_required: g.subscription_required,
  nav_active_color: g.nav_active_color ?? '',
  nav_inactive_color: g.nav_inactive_color ?? '',
  time_zone: g.time_zone,
  'password_policy.rule.has_capital': g.password_policy.rule.has_capital,
  'password_policy.rule.has_letters': g.password_policy.rule.has_letters,
  'password_policy.rule.has_numbers': g.password_policy.rule.has_numbers,
  'password_policy.rule.has_symbols': g.password_policy.rule.has_symbols,
  'password_policy.rule.length': String(g.password_policy.rule.length),
  'password_policy.regex': g.password_policy.regex ?? '',
  'password_policy.helper': g.password_policy.helper ?? '',
  max_advance_days: String(g.max_advance_days),
  checkin_grace_minutes: String(g.checkin_grace_minutes),
  desk_quota_per_week: g.desk_quota_per_week === null ? '' : String(g.desk_quota_per_week),
});
type Values = ReturnType<typeof valuesOf>;

const bodyOf = (v: Values) => ({
  has_conference_rooms: v.has_conference_rooms,
  has_staff_search: v.has_staff_search,
  has_parkefficient_link: v.has_parkefficient_link,
  subscription_required: v.subscription_required,
  nav_active_color: v.nav_active_color.trim() || null,
  nav_inactive_color: v.nav_inactive_color.trim() || null,
  time_zone: v.time_zone,
  password_policy: {
    rule: {
      has_capital: v['password_policy.rule.has_capital'],
      has_letters: v['password_policy.rule.has_letters'],
      has_numbers: v['password_policy.rule.has_numbers'],
      has_symbols: v['password_policy.rule.has_symbols'],
      length: numberOf(v['password_policy.rule.length']),
    },
    regex: v['password_policy.regex'],
    helper: v['password_policy.helper'],
  },
  max_advance_days: numberOf(v.max_advance_days),
  checkin_grace_minutes: numberOf(v.checkin_grace_minutes),
  desk_quota_per_week: numberOrNull(v.desk_quota_per_week),
});

/** /admin/group: flags, nav colours with a live preview, time zone, password policy, booking rules, parking portal. */
export default function AdminGroupPage() {
  const { t } = useTranslation();
  return (
    <AdminScreen title={t('admin_group.title')}>
      <AdminGroupLoader />
    </AdminScreen>
  );
}

function AdminGroupLoader() {
  const { t } = useTranslation();
  const group = useAdminGroup();
  const ego = useEgo();
  if (group.isError) return <p role="alert">{t('admin.failed')}</p>;
  if (!group.data || !ego.data) return <p aria-busy="true">{t('app.loading')}</p>;
  return (
    <div className="admin-columns">
      <GroupSettingsForm group={group.data} />
      <ParkingLinkForm url={ego.data.group.parking_link_url} />
    </div>
  );
}

function GroupSettingsForm({ group }: { group: AdminGroup }) {
  const { t } = useTranslation();
  const form = useForm<Values>(valuesOf(group));
  const { values, setField, errors } = form;
  const save = useSaveAdminGroup();
  const [saved, setSaved] = useState<string | null>(null);
  const colorOf = (value: string, fallback: string) => (HEX.test(value.trim()) ? value.trim() : fallback);
  const colors = {
    active: colorOf(values.nav_active_color, DEFAULT_NAV_COLORS.active),
    inactive: colorOf(values.nav_inactive_color, DEFAULT_NAV_COLORS.inactive),
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const parsed = adminGroupBodySchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      form.showErrors(issuesByPath(parsed.error.issues, t));
      form.setFormError(t('admin_group.failed'));
      announce(t('admin_group.failed'), 'assertive');
      return;
    }
    form.setErrors({});
    form.setFormError(null);
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        form.setValues(valuesOf(next));
        setSaved(t('admin_group.saved'));
        announce(t('admin_group.saved'));
      },
      onError: (error) => form.showFailure(error, { failed: t('admin_group.failed') }),
    });
  };

  const colorField = (name: 'nav_active_color' | 'nav_inactive_color', label: string, fallback: string) => (
    <div className="color-row">
      <TextInput
        name={name}
        label={label}
        value={values[name]}
        onChange={setField(name)}
        errors={errors[name]}
        description={t('admin_group.color_help')}
      />
      <input
        type="color"
        className="color-swatch"
        aria-label={t('admin_group.pick_color', { label })}
        value={colorOf(values[name], fallback).toLowerCase()}
        onChange={(e) => setField(name)(e.target.value)}
      />
    </div>
  );
  const numberField = (
    name: 'password_policy.rule.length' | 'max_advance_days' | 'checkin_grace_minutes' | 'desk_quota_per_week',
    label: string,
    help?: string,
  ) => <TextInput name={name} label={label} value={values[name]} onChange={setField(name)} errors={errors[name]} description={help} />;

  return (
    <form id={form.formId} className="card form" aria-labelledby="admin-group-title" onSubmit={submit} noValidate>
      <h2 id="admin-group-title">{t('admin_group.title')}</h2>
      <FormMessage text={form.formError} tone="error" />
      <FormMessage text={saved} tone="success" />
      <fieldset className="admin-fieldset">
        <legend>{t('admin_group.features')}</legend>
        {FLAGS.map((flag) => (
          <SwitchField key={flag} name={flag} isSelected={values[flag]} onChange={setField(flag)}>
            {t(`admin_group.${flag}`)}
          </SwitchField>
        ))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin_group.colors')}</legend>
        {colorField('nav_active_color', t('admin_group.nav_active'), DEFAULT_NAV_COLORS.active)}
        {colorField('nav_inactive_color', t('admin_group.nav_inactive'), DEFAULT_NAV_COLORS.inactive)}
        <NavPreview flags={values} colors={colors} />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin_group.time_zone_title')}</legend>
        <TimeZoneField value={values.time_zone} onChange={setField('time_zone')} errors={errors.time_zone} />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin_group.password')}</legend>
        {numberField('password_policy.rule.length', t('admin_group.password_length'))}
        {RULES.map((rule) => {
          const name = `password_policy.rule.${rule}` as const;
          return (
            <CheckboxField key={rule} name={name} label={t(`admin_group.${rule}`)} isSelected={values[name]} onChange={setField(name)} />
          );
        })}
        <TextInput
          name="password_policy.regex"
          label={t('admin_group.password_regex')}
          value={values['password_policy.regex']}
          onChange={setField('password_policy.regex')}
          errors={errors['password_policy.regex']}
        />
        <TextInput
          name="password_policy.helper"
          label={t('admin_group.password_helper')}
          value={values['password_policy.helper']}
          onChange={setField('password_policy.helper')}
          errors={errors['password_policy.helper']}
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin_group.rules')}</legend>
        {numberField('max_advance_days', t('admin_group.max_advance_days'))}
        {numberField('checkin_grace_minutes', t('admin_group.checkin_grace'), t('admin_group.checkin_grace_help'))}
        {numberField('desk_quota_per_week', t('admin_group.desk_quota'), t('admin_group.desk_quota_help'))}
        <p>
          <Link to={paths.adminLottery}>{t('admin_group.lottery_link')}</Link>
        </p>
      </fieldset>
      <SubmitButton label={t('admin_group.save')} isPending={save.isPending} />
    </form>
  );
}

function ParkingLinkForm({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const form = useForm({ parking_link_url: url ?? '' });
  const save = useSaveParkingLink();
  const [saved, setSaved] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const body = form.validate(parkingLinkBodySchema, { parking_link_url: form.values.parking_link_url.trim() || null });
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => {
        setSaved(t('admin_group.parking_saved'));
        announce(t('admin_group.parking_saved'));
      },
      onError: (error) => form.showFailure(error, { failed: t('admin_group.failed') }),
    });
  };
  return (
    <form id={form.formId} className="card form" aria-labelledby="admin-parking-title" onSubmit={submit} noValidate>
      <h2 id="admin-parking-title">{t('admin_group.parking_title')}</h2>
      <FormMessage text={form.formError} tone="error" />
      <FormMessage text={saved} tone="success" />
      <TextInput
        name="parking_link_url"
        label={t('admin_group.parking_link')}
        value={form.values.parking_link_url}
        onChange={form.setField('parking_link_url')}
        errors={form.errors.parking_link_url}
        description={t('admin_group.parking_link_help')}
      />
      <SubmitButton label={t('admin_group.parking_save')} isPending={save.isPending} />
    </form>
  );
}
