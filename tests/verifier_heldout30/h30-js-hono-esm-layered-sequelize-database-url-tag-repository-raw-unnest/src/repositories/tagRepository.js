import { QueryTypes } from 'sequelize';
import { sequelize } from '../models/index.js';

export const tagRepository = {
  async distinctTags() {
    const rows = await sequelize.query('SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag', {
      type: QueryTypes.SELECT,
    });
    return rows.map((r) => r.tag);
  },
};
