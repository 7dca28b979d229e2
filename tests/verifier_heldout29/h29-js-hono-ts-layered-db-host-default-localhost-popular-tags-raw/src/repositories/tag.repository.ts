import { QueryTypes } from 'sequelize';
import { sequelize } from '../models';

export const tagRepository = {
  // Most used tags first.
  async popular(limit = 20): Promise<string[]> {
    const rows = await sequelize.query<{ name: string }>(
      `SELECT t.name
         FROM tags t
         JOIN article_tags at ON at."tagId" = t.id
        GROUP BY t.name
        ORDER BY COUNT(*) DESC, t.name ASC
        LIMIT :limit`,
      { replacements: { limit }, type: QueryTypes.SELECT },
    );
    return rows.map((r) => r.name);
  },
};
