import { pool } from './pool.js';
import { Tag } from '../entities/tag.js';
export const tagDao = { all: async () => (await pool.query('SELECT name FROM tags ORDER BY name')).rows.map((r) => new Tag(r.name)) };
