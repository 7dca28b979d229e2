// feature-file: articles
import { randomBytes } from 'node:crypto';

const MAX_LENGTH = 80;

export function slugify(title) {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // drop the accents that NFKD split off
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'article';
}

export const randomSuffix = () => randomBytes(3).toString('hex');

/**
 * The title's slug, or that slug plus a random suffix while isTaken(candidate) resolves true.
 * Random rather than -2, -3, ...: concurrent requests with one title would pick the same number.
 */
export async function uniqueSlug(title, isTaken, suffix = randomSuffix) {
  const base = slugify(title);
  let candidate = base;
  while (await isTaken(candidate)) {
    candidate = `${base}-${suffix()}`;
  }
  return candidate;
}
