/** Contact-detail rules the profile form and the server's BaseInfo check share. */

/** Mobile number: 11 digits starting 1[3-9] ('请正确输入您的手机号'). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** E-mail address: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
