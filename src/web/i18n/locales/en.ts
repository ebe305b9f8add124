import type { ShellMessages } from './zh-CN';

/** Shell strings, English. */
const en: ShellMessages = {
  app: { name: 'Loom', tipTitle: 'Tip', ok: 'OK', cancel: 'Cancel', loading: 'Loading…' },
  request: { error: 'Request error, please retry' },
  session: {
    noPermission: 'You do not have permission, please contact the administrator',
    verifyFailed: 'Verification failed, please log in again.',
    hasError: 'Has Error',
  },
  login: {
    title: 'Account login',
    account: 'Account',
    password: 'Password',
    code: 'Verification code',
    accountRequired: 'Please enter the account',
    passwordRequired: 'Please enter the password',
    codeRequired: 'Please enter the verification code',
    capsLock: 'Caps Lock is on',
    refreshCaptcha: 'Hard to read? Click the image for another one',
    submit: 'Log in',
    submitting: 'Logging in…',
  },
  layout: {
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    logout: 'Log out',
    logoutConfirm: 'Are you sure you want to exit the application?',
    language: 'Language',
    home: 'Home',
  },
  home: { welcome: 'Welcome, {{name}}', organize: 'Organization', department: 'Department', position: 'Position' },
  notFound: { title: '404', text: 'Sorry, the page you visited does not exist', back: 'Back home' },
  placeholder: {
    notAvailable: 'Not available yet',
    notAvailableText: '"{{title}}" will be available in a later version.',
    pageMissing: 'Page not found',
    pageMissingText: 'No page exists for the menu address "{{page}}". Please ask the administrator to check the menu.',
    dynamicDictionary: 'Dynamic dictionary',
    dynamicDataReport: 'Data report',
    dynamicPortal: 'Portal',
  },
  lock: { title: 'Screen locked', unlock: 'Unlock' },
  externalLink: { invalid: 'The link address is invalid', openNew: 'Open in a new window' },
  error: { title: 'Something went wrong on this page', back: 'Back home' },
  route: {
    home: 'Home',
    dashboard: 'Portal',
    messageRecord: 'Messages',
    previewModel: 'Function preview',
    profile: 'Profile',
    emailDetail: 'Email',
    workFlowDetail: 'Flow detail',
    externalLink: 'Link',
    entrust: 'Entrust',
    notFound: 'Page not found',
    login: 'Log in',
    lockScreen: 'Lock screen',
  },
  lang: { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' },
};

export default en;
