/** Texts of messages, notices, chat and the socket in the three UI languages. */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    messageNotFound: '消息不存在或已被删除',
    released: '公告已发布，不能再编辑',
    notReleasable: '只能发布未发布的公告',
    titleRequired: '标题不能为空',
    recipientsMissing: '接收人不存在或已停用',
    peerMissing: '联系人不存在或已停用',
    selfChat: '不能给自己发送消息',
    emptyText: '消息内容不能为空',
    contentInvalid: '消息内容格式不正确',
    fileNotYours: '文件不存在或不属于您',
    imageOnly: '只能上传图片',
    imageTooLarge: '图片大小不能超过5M',
    replaced: '此账号已在其他地方登录',
    passwordChanged: '密码已变更，请重新登录',
    userChanged: '用户信息已变更，请重新登录',
    expired: '登录过期,请重新登录',
    grantsChanged: '权限已变更，请重新登录！',
    methodUnknown: '不支持的消息类型',
    socketOnly: '此地址只接受 WebSocket 连接',
  },
  'zh-TW': {
    messageNotFound: '消息不存在或已被刪除',
    released: '公告已發佈，不能再編輯',
    notReleasable: '只能發佈未發佈的公告',
    titleRequired: '標題不能為空',
    recipientsMissing: '接收人不存在或已停用',
    peerMissing: '聯絡人不存在或已停用',
    selfChat: '不能給自己發送消息',
    emptyText: '消息內容不能為空',
    contentInvalid: '消息內容格式不正確',
    fileNotYours: '檔案不存在或不屬於您',
    imageOnly: '只能上傳圖片',
    imageTooLarge: '圖片大小不能超過5M',
    replaced: '此帳號已在其他地方登入',
    passwordChanged: '密碼已變更，請重新登入',
    userChanged: '使用者資訊已變更，請重新登入',
    expired: '登入過期,請重新登入',
    grantsChanged: '權限已變更，請重新登入！',
    methodUnknown: '不支援的消息類型',
    socketOnly: '此位址只接受 WebSocket 連線',
  },
  en: {
    messageNotFound: 'The message does not exist or was deleted',
    released: 'The notice has been released and can no longer be edited',
    notReleasable: 'Only an unreleased notice can be released',
    titleRequired: 'The title cannot be empty',
    recipientsMissing: 'A recipient does not exist or is disabled',
    peerMissing: 'The contact does not exist or is disabled',
    selfChat: 'You cannot send a message to yourself',
    emptyText: 'The message cannot be empty',
    contentInvalid: 'The message content is not valid',
    fileNotYours: 'The file does not exist or is not yours',
    imageOnly: 'Only images can be uploaded',
    imageTooLarge: 'image size cannot exceed 5M',
    replaced: 'This account has logged in elsewhere',
    passwordChanged: 'Your password was changed, please log in again',
    userChanged: 'Your account was changed, please log in again',
    expired: 'login expired, please log in again',
    grantsChanged: 'Your permissions changed, please log in again!',
    methodUnknown: 'Unsupported message method',
    socketOnly: 'This address accepts WebSocket connections only',
  },
} satisfies Record<Lang, Record<string, string>>;

export type MessageText = keyof (typeof texts)['zh-CN'];

/** Localised text. */
export const messageText = textLookup(texts);

/** A text in every language, for an event that reaches sockets of several languages. */
export const messageTexts = (key: MessageText): Record<Lang, string> =>
  ({ 'zh-CN': texts['zh-CN'][key], 'zh-TW': texts['zh-TW'][key], en: texts.en[key] });
