/**
 * Calls about the signed-in user's own account: password policy, password change, the
 * password-message check on load, and the captcha image of the change-password dialog.
 */
import type { PasswordPolicy } from '../../engine/password/rules';
import { http } from './http';
import { hashPassword } from './oauth';

/** GET /api/system/SysConfig; only the password-policy keys are read from it. */
export async function getPasswordPolicy(): Promise<PasswordPolicy> {
  const res = await http.get<PasswordPolicy>('/api/system/SysConfig');
  return res.data ?? {};
}

/** POST /api/oauth/updatePasswordMessage: the original calls it on load before deciding on the forced dialog. */
export async function updatePasswordMessage(): Promise<void> {
  await http.post('/api/oauth/updatePasswordMessage');
}

export interface ModifyPasswordInput {
  /** Plain texts; only their MD5s leave the browser. */
  oldPassword: string;
  password: string;
  code: string;
  /** The timestamp the captcha image was requested with. */
  timestamp: string;
}

/** POST /api/permission/Users/Current/Actions/ModifyPassword; resolves with the server's success message. */
export async function modifyPassword(input: ModifyPasswordInput): Promise<string> {
  const res = await http.post('/api/permission/Users/Current/Actions/ModifyPassword', {
    oldPassword: hashPassword(input.oldPassword),
    password: hashPassword(input.password),
    code: input.code.trim(),
    timestamp: input.timestamp,
  });
  return res.msg ?? '';
}

/** Address of the 4-character captcha of the change-password dialog. */
export function passwordCaptchaUrl(timestamp: string): string {
  return `/api/file/ImageCode/${encodeURIComponent(timestamp)}`;
}

/** PUT /api/permission/Users/Current/SystemLanguage: remembers the interface language on the server. */
export async function saveLanguage(language: string): Promise<void> {
  await http.put('/api/permission/Users/Current/SystemLanguage', { language });
}

/** PUT /api/permission/Users/Current/major: makes `systemId` the current system; resolves with the server's message. */
export async function switchSystem(systemId: string): Promise<string> {
  const res = await http.put('/api/permission/Users/Current/major', { majorId: systemId, majorType: 'System' });
  return res.msg ?? '';
}

// ---------------------------------------------------------------- profile page (docs/api-contract.md "Issue 4 additions")

const CURRENT = '/api/permission/Users/Current';

/** GET BaseInfo: the profile; the editable fields are those of `BaseInfoInput`. */
export interface BaseInfo {
  id: string;
  account: string;
  realName: string;
  /** 性别 dictionary: 1 男, 2 女, 3 保密. */
  gender: number | null;
  /** ms since the epoch. */
  birthday: number | null;
  mobilePhone: string | null;
  email: string | null;
  telePhone: string | null;
  landline: string | null;
  nation: string | null;
  nativePlace: string | null;
  education: string | null;
  certificatesType: string | null;
  certificatesNumber: string | null;
  urgentContacts: string | null;
  urgentTelePhone: string | null;
  postalAddress: string | null;
  signature: string | null;
  headIcon: string;
  organizeName: string;
  positionName: string;
  roleName: string;
  isAdministrator: boolean;
  creatorTime: number | null;
  changePasswordDate: number | null;
}

/** What PUT BaseInfo accepts; only the keys sent are changed. */
export type BaseInfoInput = Partial<Pick<BaseInfo, 'realName' | 'gender' | 'birthday' | 'mobilePhone' | 'email' | 'telePhone'
  | 'landline' | 'nation' | 'nativePlace' | 'education' | 'certificatesType' | 'certificatesNumber' | 'urgentContacts'
  | 'urgentTelePhone' | 'postalAddress' | 'signature'>>;

export async function getBaseInfo(): Promise<BaseInfo> {
  return (await http.get<BaseInfo>(`${CURRENT}/BaseInfo`)).data as BaseInfo;
}

/** PUT BaseInfo; resolves with the server's message. */
export async function updateBaseInfo(input: BaseInfoInput): Promise<string> {
  return (await http.put(`${CURRENT}/BaseInfo`, input)).msg ?? '';
}

/** Uploads an avatar image (POST /api/file/Uploader/userAvatar) and resolves with the stored file name. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await http.post<{ name: string }>('/api/file/Uploader/userAvatar', body)).data?.name ?? '';
}

/** PUT Avatar/{name}: makes an uploaded avatar the user's picture; resolves with the new headIcon URL. */
export async function setAvatar(name: string): Promise<string> {
  return (await http.put<{ headIcon: string }>(`${CURRENT}/Avatar/${encodeURIComponent(name)}`)).data?.headIcon ?? '';
}

export interface UserOrganize { id: string; fullName: string; isDefault: boolean }
export interface UserPosition { id: string; fullName: string; organizeId: string; organizeName: string; isDefault: boolean }

const listOf = <T>(data: unknown): T[] => {
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as T[]) : [];
};

export async function getUserOrganizes(): Promise<UserOrganize[]> {
  // A bare array (the original's shape, which its own client reads).
  const data = (await http.get(`${CURRENT}/getUserOrganizes`)).data as unknown;
  return Array.isArray(data) ? (data as UserOrganize[]) : listOf<UserOrganize>(data);
}

export async function getUserPositions(): Promise<UserPosition[]> {
  return listOf<UserPosition>((await http.get(`${CURRENT}/getUserPositions`)).data);
}

/** A row of GET SystemLog: the user's own login log, newest first. */
export interface SystemLogRow {
  id: string;
  loginTime: number;
  account: string;
  ipAddress: string | null;
  ipAddressName: string | null;
  success: number;
  description: string;
}

export interface SystemLogQuery { currentPage: number; pageSize: number; keyword?: string; startTime?: number; endTime?: number }

export async function getSystemLog(query: SystemLogQuery): Promise<{ list: SystemLogRow[]; total: number }> {
  const data = (await http.get<{ list: SystemLogRow[]; pagination?: { total: number } }>(`${CURRENT}/SystemLog`, query)).data;
  const list = listOf<SystemLogRow>(data);
  return { list, total: Number(data?.pagination?.total ?? list.length) };
}

/** A signature image: `signImg` is a data URL. */
export interface SignImg { id: string; signImg: string; isDefault: number; creatorTime: number }

export async function getSignImgs(): Promise<SignImg[]> {
  return listOf<SignImg>((await http.get(`${CURRENT}/SignImg`)).data);
}

/** POST SignImg with an image data URL; the user's first signature becomes the default whatever is asked. */
export async function addSignImg(signImg: string, isDefault = false): Promise<string> {
  return (await http.post<{ id: string }>(`${CURRENT}/SignImg`, { signImg, isDefault: isDefault ? 1 : 0 })).data?.id ?? '';
}

/** PUT {id}/SignImg: makes it the default signature. */
export async function setDefaultSignImg(id: string): Promise<void> {
  await http.put(`${CURRENT}/${encodeURIComponent(id)}/SignImg`);
}

export async function deleteSignImg(id: string): Promise<void> {
  await http.delete(`${CURRENT}/${encodeURIComponent(id)}/SignImg`);
}

/** PUT /api/permission/Users/Current/SystemTheme: remembers the layout on the server; Login and CurrentUser return it. */
export async function saveTheme(theme: 'classic' | 'functional' | 'blend' | 'plain'): Promise<void> {
  await http.put('/api/permission/Users/Current/SystemTheme', { theme });
}
