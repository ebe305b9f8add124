/** Image addresses of the profile page. */
import { getSession } from '../../session/store';

/**
 * A stored image (/api/file/Image/…) the browser can load itself: <img> sends no Authorization header, so the
 * token goes in the query, which the image route accepts. Data URLs and outside addresses stay as they are.
 */
export function imageSrc(url: string | null | undefined): string {
  if (!url) return '';
  const token = getSession().token;
  if (!token || !url.startsWith('/api/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** Whether a file is a jpg or png image, by type or, when the browser gives none, by extension. */
export function isJpgOrPng(file: { name: string; type?: string }): boolean {
  if (file.type) return file.type === 'image/jpeg' || file.type === 'image/png';
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** Reads a file as a data URL (signature images are stored as data URLs). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
