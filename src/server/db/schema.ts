/**
 * Kysely table types. Columns are snake_case in the database and camelCase here (CamelCasePlugin).
 * Timestamps are bigint milliseconds; flags are integers 0/1 so SQLite and PostgreSQL agree.
 */
import type { Insertable, Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  account: string;
  realName: string;
  passwordHash: string;
  headIcon: string | null;
  gender: number | null;
  mobilePhone: string | null;
  email: string | null;
  organizeId: string | null;
  isAdministrator: number;
  enabledMark: number;
  lockMark: number;
  logErrorCount: number;
  theme: string | null;
  language: string | null;
  systemId: string | null;
  portalId: string | null;
  signImg: string | null;
  changePasswordDate: number | null;
  sortCode: number;
  creatorTime: number;
}

export interface OrganizeTable {
  id: string;
  parentId: string;
  category: string; // 'company' | 'department'
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

export interface PositionTable {
  id: string;
  organizeId: string;
  fullName: string;
  enCode: string;
  type: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

export interface RoleTable {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  globalMark: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

export interface UserRelationTable {
  id: string;
  userId: string;
  objectType: string; // 'Role' | 'Position' | 'Organize'
  objectId: string;
  sortCode: number;
}

export interface SystemTable {
  id: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  sortCode: number;
  enabledMark: number;
  isMain: number;
  description: string | null;
}

export interface ModuleTable {
  id: string;
  parentId: string;
  systemId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  type: number;
  urlAddress: string | null;
  linkTarget: string | null;
  category: string;
  propertyJson: string | null;
  sortCode: number;
  enabledMark: number;
  hidden: number;
  description: string | null;
}

/** module_button, module_column and module_form share this shape. */
export interface ModulePartTable {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
}

export interface AuthorizeTable {
  id: string;
  itemType: string; // 'module' | 'button' | 'column' | 'form' | 'resource' | 'system'
  itemId: string;
  objectType: string; // 'Role'
  objectId: string;
}

export interface DictionaryTypeTable {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number | null;
}

export interface DictionaryDataTable {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  simpleSpelling: string | null;
  isDefault: number | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number | null;
}

export interface BillRuleTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  example: string | null;
  thisNumber: number | null;
  outputNumber: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number | null;
}

export interface VisualdevTable {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  webType: number;
  enableFlow: number;
  formData: string;
  columnData: string;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface VisualdevRecordTable {
  id: string;
  modelId: string;
  data: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

export interface UserSessionTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  revokedReason: string | null; // 'replaced' | 'logout'
  revokedAt: number | null;
  ipAddress: string | null;
}

export interface CaptchaTable {
  captchaKey: string;
  code: string;
  expiresAt: number;
}

export interface SysConfigTable {
  configKey: string;
  /** JSON text, so numbers stay numbers. */
  configValue: string;
}

export interface LoginLogTable {
  id: string;
  userId: string | null;
  account: string;
  loginTime: number;
  ipAddress: string | null;
  ipAddressName: string | null;
  success: number;
  description: string | null;
}

export interface Database {
  users: UsersTable;
  organize: OrganizeTable;
  position: PositionTable;
  role: RoleTable;
  userRelation: UserRelationTable;
  system: SystemTable;
  module: ModuleTable;
  moduleButton: ModulePartTable;
  moduleColumn: ModulePartTable;
  moduleForm: ModulePartTable;
  authorize: AuthorizeTable;
  dictionaryType: DictionaryTypeTable;
  dictionaryData: DictionaryDataTable;
  billRule: BillRuleTable;
  visualdev: VisualdevTable;
  visualdevRecord: VisualdevRecordTable;
  userSession: UserSessionTable;
  captcha: CaptchaTable;
  sysConfig: SysConfigTable;
  loginLog: LoginLogTable;
}

export type User = Selectable<UsersTable>;
export type Module = Selectable<ModuleTable>;
export type NewUser = Insertable<UsersTable>;
