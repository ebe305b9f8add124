/**
 * The profile's base-info fields in display order, and how the edit form's values become a PUT BaseInfo body.
 * One list serves the view and the edit form, so a field is added in one place.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { BaseInfo, BaseInfoInput } from '../../api/current';

export type EditableKey = keyof BaseInfoInput;
export type FieldKind = 'text' | 'gender' | 'date' | 'mobile' | 'email' | 'long';

export interface ProfileField {
  key: EditableKey;
  kind: FieldKind;
  /** Server limit (currentProfile.ts). */
  max?: number;
}

export { EMAIL_PATTERN, MOBILE_PATTERN } from '../../../engine/profile/contact';

export const EDITABLE_FIELDS: ProfileField[] = [
  { key: 'realName', kind: 'text', max: 100 },
  { key: 'gender', kind: 'gender' },
  { key: 'birthday', kind: 'date' },
  { key: 'mobilePhone', kind: 'mobile', max: 20 },
  { key: 'email', kind: 'email', max: 200 },
  { key: 'telePhone', kind: 'text', max: 50 },
  { key: 'landline', kind: 'text', max: 50 },
  { key: 'nation', kind: 'text', max: 100 },
  { key: 'nativePlace', kind: 'text', max: 200 },
  { key: 'education', kind: 'text', max: 100 },
  { key: 'certificatesType', kind: 'text', max: 100 },
  { key: 'certificatesNumber', kind: 'text', max: 100 },
  { key: 'urgentContacts', kind: 'text', max: 100 },
  { key: 'urgentTelePhone', kind: 'text', max: 50 },
  { key: 'postalAddress', kind: 'long', max: 500 },
  { key: 'signature', kind: 'long', max: 500 },
];

/** Shown, never edited here: the account and what administrators assign. */
export const READ_ONLY_FIELDS = ['account', 'organizeName', 'positionName', 'roleName'] as const satisfies readonly (keyof BaseInfo)[];

/** The edit form's values: the editable fields, with the birthday as a dayjs for the DatePicker. */
export type FormValues = Omit<Record<EditableKey, string | number | null | undefined>, 'birthday'> & { birthday?: Dayjs | null };

/** PUT BaseInfo body from the form: texts trimmed (blank → null), the birthday in ms. */
export function toInput(values: FormValues): BaseInfoInput {
  const out: Record<string, string | number | null> = {};
  for (const { key, kind } of EDITABLE_FIELDS) {
    const v = values[key];
    if (kind === 'date') out[key] = values.birthday ? values.birthday.startOf('day').valueOf() : null;
    else if (kind === 'gender') out[key] = typeof v === 'number' ? v : null;
    else out[key] = typeof v === 'string' ? v.trim() || null : null;
  }
  out.realName = typeof values.realName === 'string' ? values.realName.trim() : '';
  return out as BaseInfoInput;
}

/** The edit form's values before anyone types: the stored profile. */
export function initialValues(info: BaseInfo): FormValues {
  const values = {} as Record<string, unknown>;
  for (const { key } of EDITABLE_FIELDS) values[key] = info[key] ?? undefined;
  values.birthday = info.birthday == null ? null : dayjs(info.birthday);
  return values as FormValues;
}
