import { sql } from 'slonik';
import { getPool } from '../db/pool.js';
import { Tag } from '../models/tag.js';

const tagSql = sql.type(Tag);

export const tagRepository = {
  async all(): Promise<readonly Tag[]> {
    const db = await getPool();
    return db.any(tagSql`SELECT id, name FROM tags ORDER BY name`);
  },
  async ensure(names: string[]): Promise<void> {
    if (names.length === 0) return;
    const db = await getPool();
    await db.query(sql.unsafe`
      INSERT INTO tags (name) SELECT * FROM ${sql.unnest([names.map((n) => [n])], ['text'])}
      ON CONFLICT (name) DO NOTHING`);
  },
};
