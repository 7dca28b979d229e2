// feature-file: articles
// "How to Train Your Dragon!" -> "how-to-train-your-dragon"; accents dropped, other scripts kept.
function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

// The slug of title, suffixed -2, -3, ... until isTaken (async) says it is free.
async function uniqueSlug(title, isTaken) {
  const base = slugify(title) || 'article';
  let slug = base;
  for (let n = 2; await isTaken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

module.exports = { slugify, uniqueSlug };
