// The slug rule of the API: lower-case words joined by dashes, then a short unique suffix.
function slugify(title) {
  const base = String(title)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base}-${Math.random().toString(36).slice(2, 8)}`;
}

module.exports = { slugify };
