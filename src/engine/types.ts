/**
 * Wire types shared by the engine, the web app and the server.
 * Shapes follow ../shared/reference/wire-formats.md; names follow the spec's vocabulary.
 */

/** Every JSON answer of the server. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface PagedList<T> {
  list: T[];
  pagination: Pagination;
}

/**
 * Menu types: 0 directory and 1 category (groups with children), 2 page, 3 generated function, 4 dynamic dictionary,
 * 5 data report and 8 portal (the same route as 3), 6 large-screen view, 7 external link.
 */
export type MenuType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** A menu item as CurrentUser returns it. `propertyJson` is a JSON *string*. */
export interface MenuItem {
  id: string;
  parentId?: string;
  fullName: string;
  enCode: string;
  icon?: string;
  urlAddress?: string | null;
  linkTarget?: '_self' | '_blank' | string;
  type: MenuType;
  propertyJson?: string | null;
  sortCode?: number;
  hasChildren?: boolean;
  hidden?: boolean;
  category?: 'Web' | 'App';
  systemId?: string;
  children?: MenuItem[];
}

export interface PermissionCode {
  id: string;
  fullName: string;
  enCode: string;
}

/** Permission entry; modelId is the menu id (= route meta.modelId). */
export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: PermissionCode[];
  column: PermissionCode[];
  form: PermissionCode[];
  resource: PermissionCode[];
}

export interface SystemRef {
  id: string;
  enCode?: string;
  name: string;
  icon?: string;
  currentSystem: boolean;
  sortCode?: number;
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string;
  gender?: number | null;
  organizeId: string;
  organizeName: string;
  departmentId?: string;
  departmentName: string;
  positionIds: { id: string; name: string }[];
  positionId?: string;
  positionName: string;
  roleIds?: string[];
  roleName?: string;
  isAdministrator: boolean;
  portalId: string;
  signImg: string;
  changePasswordDate: number | null;
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddress: string | null;
  prevLoginIPAddressName: string | null;
  loginTime?: number | null;
  loginIPAddress?: string | null;
  systemIds: SystemRef[];
  systemId?: string;
  theme?: string;
  language?: string;
  mobilePhone?: string | null;
  email?: string | null;
}

export interface SysConfigInfo {
  sysName: string;
  sysVersion: string;
  logoIcon: string;
  navigationIcon: string;
  loginIcon?: string;
  copyright: string;
  companyName?: string;
  title?: string;
}

/** GET /api/oauth/CurrentUser data. */
export interface CurrentUserData {
  menuList: MenuItem[];
  /** System nodes (type 0) whose children are that system's menu tree. */
  routerList: MenuItem[];
  permissionList: PermissionEntry[];
  userInfo: UserInfo;
  sysConfigInfo: SysConfigInfo;
}

/** POST /api/oauth/Login data. */
export interface LoginResult {
  token: string;
  theme: string;
}

/** GET /api/oauth/getConfig/{account} data. */
export interface LoginConfig {
  enableVerificationCode: 0 | 1;
  verificationCodeNumber: number;
}

// ---------------------------------------------------------------- generated forms

/** `__config__` of a field. Unknown keys are kept. */
export interface FieldConfig {
  jnpfKey: string;
  label?: string;
  tipLabel?: string;
  showLabel?: boolean;
  labelWidth?: number | null;
  tag?: string;
  defaultValue?: unknown;
  required?: boolean;
  layout?: 'colFormItem' | 'rowFormItem' | string;
  span?: number;
  visibility?: string[];
  noShow?: boolean;
  unique?: boolean;
  regList?: { pattern: string; message: string }[];
  formId?: number | string;
  renderKey?: number | string;
  children?: FieldDef[];
  tableName?: string;
  isSubTable?: boolean;
  parentVModel?: string;
  showTitle?: boolean;
  active?: unknown;
  dataType?: 'static' | 'dictionary' | 'dynamic' | string;
  dictionaryType?: string;
  propsUrl?: string;
  rule?: string;
  ruleName?: string;
  [key: string]: unknown;
}

/** One field object of `formData.fields`. Component props sit beside the reserved keys. */
export interface FieldDef {
  __vModel__?: string;
  __config__: FieldConfig;
  __slot__?: Record<string, unknown>;
  options?: { fullName: string; id: string | number; children?: unknown[] }[];
  props?: { props?: Record<string, unknown> };
  placeholder?: string;
  disabled?: boolean;
  readonly?: boolean;
  multiple?: boolean;
  [key: string]: unknown;
}

/** `formData` root. */
export interface FormDefinition {
  fields: FieldDef[];
  popupType?: 'general' | 'fullScreen' | 'drawer';
  generalWidth?: string;
  fullScreenWidth?: string;
  drawerWidth?: string;
  labelWidth?: number;
  labelPosition?: string;
  gutter?: number;
  hasPrintBtn?: boolean;
  printButtonText?: string;
  printId?: string | string[];
  hasCancelBtn?: boolean;
  cancelButtonText?: string;
  hasConfirmBtn?: boolean;
  confirmButtonText?: string;
  /** Refuse an update made from a stale copy of the record (engine/record/version.ts). */
  concurrencyLock?: boolean;
  [key: string]: unknown;
}

export interface ColumnButton {
  value: string;
  icon?: string;
  label: string;
}

/** A columnList / searchList entry: the field object plus list keys. */
export interface ListColumn extends Partial<FieldDef> {
  label: string;
  prop: string;
  jnpfKey: string;
  fixed?: 'none' | 'left' | 'right' | string;
  align?: 'left' | 'center' | 'right' | string;
  sortable?: boolean;
  width?: number | null;
  searchType?: 1 | 2 | 3;
  searchMultiple?: boolean;
  value?: unknown;
}

/** `columnData`. */
export interface ColumnData {
  columnList: ListColumn[];
  searchList: ListColumn[];
  type: 1 | 2 | 3 | 4 | 5;
  defaultSidx?: string;
  sort?: 'asc' | 'desc';
  hasPage: boolean;
  pageSize: number;
  btnsList: ColumnButton[];
  columnBtnsList: ColumnButton[];
  customBtnsList?: ColumnButton[];
  useColumnPermission?: boolean;
  useFormPermission?: boolean;
  useBtnPermission?: boolean;
  useDataPermission?: boolean;
  [key: string]: unknown;
}

/** GET /api/visualdev/OnlineDev/{modelId}/Config data: formData and columnData are JSON *strings*. */
export interface OnlineDevConfig {
  id: string;
  fullName: string;
  enCode?: string;
  webType: number;
  enableFlow: 0 | 1;
  formData: string;
  columnData: string;
}

/** GET /api/visualdev/OnlineDev/{modelId}/{id} data: `data` is the record as a JSON *string*. */
export interface OnlineDevRecord {
  id: string;
  data: string;
}

/** One row of POST /api/visualdev/OnlineDev/{modelId}/List: stored values flattened beside `id`. */
export type OnlineDevRow = { id: string } & Record<string, unknown>;
