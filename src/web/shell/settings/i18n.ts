/** Strings of this part of the shell, merged into the `shell` namespace under `settings` (t('settings.x')). */
const zhCN = {
  title: '主题设置',
  navigationMode: '导航模式',
  layout: { classic: '经典', functional: '功能', blend: '混合', plain: '简约' },
  colourBlock: '色块',
  themeClass: { lightWhite: '亮色', dark: '暗色' },
  themeColour: '主题色',
  color: {
    blue: '蓝色',
    purple: '紫色',
    azure: '天青',
    ocean: '海洋',
    green: '绿色',
    yellow: '黄色',
    orange: '橙色',
    red: '红色',
  },
  display: '界面显示',
  switch: {
    tagsView: '标签栏',
    tagsIcon: '标签栏图标',
    pageCache: '页面缓存',
    showLanguage: '多语言切换',
    showSearch: '菜单搜索',
  },
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  title: '主題設置',
  navigationMode: '導航模式',
  layout: { classic: '經典', functional: '功能', blend: '混合', plain: '簡約' },
  colourBlock: '色塊',
  themeClass: { lightWhite: '亮色', dark: '暗色' },
  themeColour: '主題色',
  color: {
    blue: '藍色',
    purple: '紫色',
    azure: '天青',
    ocean: '海洋',
    green: '綠色',
    yellow: '黃色',
    orange: '橙色',
    red: '紅色',
  },
  display: '界面顯示',
  switch: {
    tagsView: '標籤欄',
    tagsIcon: '標籤欄圖標',
    pageCache: '頁面緩存',
    showLanguage: '多語言切換',
    showSearch: '菜單搜索',
  },
};

const en: Messages = {
  title: 'Theme settings',
  navigationMode: 'Navigation mode',
  layout: { classic: 'Classic', functional: 'Functional', blend: 'Blend', plain: 'Plain' },
  colourBlock: 'Colour block',
  themeClass: { lightWhite: 'Light', dark: 'Dark' },
  themeColour: 'Theme colour',
  color: {
    blue: 'Blue',
    purple: 'Purple',
    azure: 'Azure',
    ocean: 'Ocean',
    green: 'Green',
    yellow: 'Yellow',
    orange: 'Orange',
    red: 'Red',
  },
  display: 'Interface',
  switch: {
    tagsView: 'Tabs view',
    tagsIcon: 'Tab icons',
    pageCache: 'Page cache',
    showLanguage: 'Language switch',
    showSearch: 'Menu search',
  },
};

export const messages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
