import { pool } from '../infra/db.js';
import { Tag } from '../4-models/tag.js';

export class TagRepository {
  async popular(limit) {
    const { rows } = await pool.query(
      `SELECT t.id, t.name FROM tags t
         JOIN article_tags at ON at.tag_id = t.id
        GROUP BY t.id, t.name
        ORDER BY COUNT(*) DESC, t.name
        LIMIT $1`,
      [limit],
    );
    return rows.map(Tag.fromRow);
  }

  async all() {
    const { rows } = await pool.query('SELECT id, name FROM tags ORDER BY name');
    return rows.map(Tag.fromRow);
  }
}
