'use strict';
// feature-file: articles

const { randomBytes } = require('node:crypto');

/** "How to Train Your Dragon!" -> "how-to-train-your-dragon"; letters of any script are kept. */
function slugify(title) {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents split off by NFKD: "café" -> "cafe"
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'article';
}

/**
 * The slug of `title`, or when `isTaken` says it is in use, that slug with a random suffix.
 * Random rather than -2, -3, ...: concurrent requests for one title then do not race for the
 * same next number.
 */
async function uniqueSlug(title, isTaken) {
  const base = slugify(title);
  let slug = base;
  while (await isTaken(slug)) slug = `${base}-${randomBytes(4).toString('hex')}`;
  return slug;
}

module.exports = { slugify, uniqueSlug };
