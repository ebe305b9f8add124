/** Image addresses of the profile page. */
export { imageSrc } from '../../api/imageSrc';

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
