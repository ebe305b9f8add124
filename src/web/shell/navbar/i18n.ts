/** Strings of this part of the shell, merged into the `shell` namespace under `navbar` (t('navbar.x')). */
const zhCN = {
  search: '搜索菜单',
  searchEmpty: '无匹配菜单',
  chat: '即时聊天',
  notice: '消息通知',
  settings: '系统设置',
  help: '帮助',
  about: '关于系统',
  statement: '官方声明',
  sysName: '系统名称',
  sysVersion: '版本号',
  copyright: '版权信息',
  statementText:
    '本系统所展示的全部数据均为虚构的测试数据，仅用于功能演示与测试，与任何真实的单位、个人或业务无关。任何人不得篡改、出售或以其他任何方式利用这些数据。',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  fullscreenUnsupported: '不支持全屏',
  profile: '个人信息',
  switchSystem: '切换系统',
  currentSystem: '当前系统',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  search: '搜索菜單',
  searchEmpty: '無匹配菜單',
  chat: '即時聊天',
  notice: '消息通知',
  settings: '系統設置',
  help: '幫助',
  about: '關於系統',
  statement: '官方聲明',
  sysName: '系統名稱',
  sysVersion: '版本號',
  copyright: '版權信息',
  statementText:
    '本系統所展示的全部數據均為虛構的測試數據，僅用於功能演示與測試，與任何真實的單位、個人或業務無關。任何人不得篡改、出售或以其他任何方式利用這些數據。',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  fullscreenUnsupported: '不支持全屏',
  profile: '個人信息',
  switchSystem: '切換系統',
  currentSystem: '當前系統',
};

const en: Messages = {
  search: 'Search menus',
  searchEmpty: 'No matching menu',
  chat: 'Chat',
  notice: 'Notifications',
  settings: 'Settings',
  help: 'Help',
  about: 'About',
  statement: 'Official statement',
  sysName: 'System name',
  sysVersion: 'Version',
  copyright: 'Copyright',
  statementText:
    'All data shown in this system is fictitious test data, provided only to demonstrate and test its functions, and has no connection with any real organisation, person or business. Nobody may alter, sell or otherwise exploit this data.',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  fullscreenUnsupported: 'Full screen is not supported',
  profile: 'Profile',
  switchSystem: 'Switch system',
  currentSystem: 'Current system',
};

export const messages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
