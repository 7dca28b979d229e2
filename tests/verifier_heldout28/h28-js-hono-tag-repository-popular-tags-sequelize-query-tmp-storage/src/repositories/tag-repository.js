import { QueryTypes } from 'sequelize';
import { sequelize } from '../database.js';
import { Tag } from '../models/index.js';

export const tagRepository = {
  async upsertMany(names) {
    const tags = [];
    for (const name of names) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      tags.push(tag);
    }
    return tags;
  },

  async popular(limit = 20) {
    return sequelize.query(
      `SELECT t.name AS name, COUNT(at.articleId) AS uses
         FROM Tags t
         LEFT JOIN ArticleTags at ON at.tagId = t.id
        GROUP BY t.id
        ORDER BY uses DESC, t.name ASC
        LIMIT :limit`,
      { replacements: { limit }, type: QueryTypes.SELECT },
    );
  },
};
