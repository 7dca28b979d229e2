const bySlug = new Map();

export function findOne(slug) {
  return bySlug.get(slug) ?? null;
}

export function findAll() {
  return [...bySlug.values()].reverse();
}

export function create(fields) {
  const row = { ...fields, createdAt: new Date().toISOString() };
  bySlug.set(row.slug, row);
  return row;
}

export function destroy(slug) {
  return bySlug.delete(slug);
}
