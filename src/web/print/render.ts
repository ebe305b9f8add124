/**
 * The printed pages of Data/BatchData answers: each template filled by the engine (over the browser's DOMParser,
 * whose documents never run scripts or load images), codes drawn, then sanitised with DOMPurify before React
 * puts the HTML on the page.
 */
import DOMPurify from 'dompurify';
import dayjs from 'dayjs';
import { fillTemplate } from '../../engine/print';
import type { UserInfo } from '../../engine/types';
import type { PrintDataAnswer } from './api';
import { drawBarCode, drawQrCode } from './codes';
import { imageSrc } from '../api/imageSrc';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

/** {systemPrinter}: "userName/account" of the signed-in user. */
export const printerOf = (user: Pick<UserInfo, 'userName' | 'userAccount'> | null | undefined) =>
  user ? [user.userName, user.userAccount].filter(Boolean).join('/') : '';

/** Sanitised HTML of one page per answer. */
export function renderPages(answers: PrintDataAnswer[], user: Pick<UserInfo, 'userName' | 'userAccount'> | null,
  now = Date.now()): string[] {
  const printTime = dayjs(now).format('YYYY-MM-DD HH:mm:ss');
  return answers.map((a) => DOMPurify.sanitize(fillTemplate(a.printTemplate, a.printData ?? {}, {
    printer: printerOf(user), printTime, records: a.operatorRecordList ?? [], parse,
    codes: { qrCode: drawQrCode, barCode: drawBarCode }, imageUrl: imageSrc,
  }), { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] }));
}
