import connect, { sql } from '@databases/sqlite';
import { DB_PATH } from '../db';
import { TagModel } from '../models';

// Lightweight read connection for the aggregate query below.
const reader = connect(DB_PATH);

export const tagRepository = {
  async findOrCreate(name: string) {
    const [tag] = await TagModel.findOrCreate({ where: { name } });
    return tag;
  },

  async popularNames(limit = 20): Promise<string[]> {
    const rows: { name: string }[] = await reader.query(sql`
      SELECT t.name AS name
      FROM tags t
      JOIN article_tags at ON at.tagId = t.id
      GROUP BY t.id
      ORDER BY COUNT(at.articleId) DESC, t.name ASC
      LIMIT ${limit}
    `);
    return rows.map((r) => r.name);
  },
};
