import { pool } from './pool.js';
import { Tag } from '../models/tag.js';

export async function findPopular(limit = 20) {
  const { rows } = await pool.query(
    `SELECT t.name, count(at.article_id) AS uses FROM tags t
       LEFT JOIN article_tags at ON at.tag_id = t.id
      GROUP BY t.name ORDER BY uses DESC, t.name LIMIT $1`, [limit]);
  return rows.map((r) => new Tag(r.name));
}
