import { db } from '../database/connection.js';

export function tagsHandler(c) {
  const tags = db.prepare('SELECT DISTINCT name FROM tags ORDER BY name').all().map((r) => r.name);
  return c.json({ tags });
}
