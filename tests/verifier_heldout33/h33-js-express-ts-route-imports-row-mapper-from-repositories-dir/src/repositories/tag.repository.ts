import { db } from '../db/connection';
export const tagRepository = {
  names: (): string[] => (db.prepare('SELECT name FROM tags ORDER BY name').all() as { name: string }[]).map((r) => r.name),
};
