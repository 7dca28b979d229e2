import { pool } from './db';
import type { Tag } from '../models/tag';

export class TagRepository {
  async all(): Promise<Tag[]> {
    const { rows } = await pool.query<Tag>('SELECT id, name FROM tags ORDER BY name');
    return rows;
  }

  async upsert(name: string): Promise<Tag> {
    const { rows } = await pool.query<Tag>(
      'INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id, name',
      [name],
    );
    return rows[0];
  }
}
