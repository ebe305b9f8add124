/** Addresses of stored images that an <img> can load. */
import { getSession } from '../session/store';

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
