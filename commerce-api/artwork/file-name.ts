/**
 * A stored file's name as it may go into a content-disposition header: letters, digits, dot, dash
 * and underscore only (no quote, slash or line break can reach the header), never empty.
 */
export function headerFileName(originalName: string, extension: string) {
  const safe = originalName.replace(/[^\w.-]+/g, "_").slice(0, 200);
  return /[A-Za-z0-9]/.test(safe) ? safe : `file.${extension}`;
}
