// Slug rules of the API (shared by the article service)
function slugify(title) {
  return String(title)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

function withSuffix(slug) {
  return `${slug}-${Math.random().toString(36).slice(2, 7)}`;
}

module.exports = { slugify, withSuffix };
