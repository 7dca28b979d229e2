import { db } from '../db/client';

export const tagRepository = {
  all: (): string[] => (db.prepare('SELECT name FROM tags ORDER BY name').all() as { name: string }[]).map((r) => r.name),
};
