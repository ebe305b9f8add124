import type { ShellMessages } from './zh-CN';

/** Shell strings, Traditional Chinese. */
const zhTW: ShellMessages = {
  app: { name: 'Loom', tipTitle: '提示', ok: '確定', cancel: '取消', loading: '載入中…' },
  request: { error: '請求出錯，請重試' },
  session: {
    noPermission: '您的權限不足，請聯繫管理員',
    verifyFailed: '驗證失敗，請重新登錄。',
    hasError: 'Has Error',
  },
  login: {
    title: '帳戶登錄',
    account: '帳號',
    password: '密碼',
    code: '驗證碼',
    accountRequired: '請輸入帳號',
    passwordRequired: '請輸入密碼',
    codeRequired: '請輸入驗證碼',
    capsLock: '大寫鎖定已打開',
    refreshCaptcha: '看不清？點擊圖片換一張',
    submit: '登錄',
    submitting: '登錄中…',
  },
  layout: {
    collapse: '收起選單',
    expand: '展開選單',
    logout: '退出登錄',
    logoutConfirm: '確定要退出應用嗎？',
    language: '語言',
    home: '首頁',
  },
  home: { welcome: '歡迎，{{name}}', organize: '所屬組織', department: '所屬部門', position: '崗位' },
  notFound: { title: '404', text: '抱歉，您訪問的頁面不存在', back: '返回首頁' },
  placeholder: {
    notAvailable: '此頁面暫未開放',
    notAvailableText: '「{{title}}」將在後續版本中提供。',
    pageMissing: '頁面未找到',
    pageMissingText: '選單地址「{{page}}」沒有對應的頁面，請聯繫管理員檢查選單配置。',
    dynamicDictionary: '動態字典',
    dynamicDataReport: '數據報表',
    dynamicPortal: '門戶',
  },
  lock: { title: '螢幕已鎖定', unlock: '解鎖' },
  externalLink: { invalid: '鏈接地址無效', openNew: '在新視窗打開' },
  error: { title: '頁面出錯了', back: '返回首頁' },
  route: {
    home: '首頁',
    dashboard: '門戶展示',
    messageRecord: '站內消息',
    previewModel: '功能預覽',
    profile: '個人資訊',
    emailDetail: '查看郵件',
    workFlowDetail: '流程詳情',
    externalLink: '鏈接',
    entrust: '委託',
    notFound: '頁面不存在',
    login: '登錄',
    lockScreen: '鎖屏',
  },
  lang: { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' },
};

export default zhTW;
