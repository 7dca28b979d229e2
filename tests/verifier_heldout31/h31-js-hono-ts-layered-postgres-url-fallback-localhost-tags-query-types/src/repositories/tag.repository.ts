import { QueryTypes } from 'sequelize';
import { sequelize, Tag } from '../models/index.js';

export const tagRepository = {
  async listUsed(): Promise<string[]> {
    const rows = await sequelize.query<{ name: string }>(
      'SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at."tagId" = t.id ORDER BY t.name',
      { type: QueryTypes.SELECT },
    );
    return rows.map((r) => r.name);
  },
  findOrCreate(name: string) {
    return Tag.findOrCreate({ where: { name } });
  },
};
