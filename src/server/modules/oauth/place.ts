/** Place name of a login IP: private and loopback addresses are the local network; others are not resolved. */
import { isIP } from 'node:net';

export function placeOf(ip: string | null | undefined): string {
  if (!ip) return '';
  const v4 = ip.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number);
    if (a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) ||
      (a === 169 && b === 254)) return '本地局域网';
    return '未知';
  }
  const lower = ip.toLowerCase();
  if (lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')) return '本地局域网';
  return '未知';
}
