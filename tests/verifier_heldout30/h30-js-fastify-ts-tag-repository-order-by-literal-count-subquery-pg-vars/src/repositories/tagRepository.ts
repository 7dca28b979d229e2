import { literal } from 'sequelize';
import { Tag } from '../models/index.js';

export const tagRepository = {
  async findOrCreate(names: string[]): Promise<Tag[]> {
    const tags: Tag[] = [];
    for (const name of names) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      tags.push(tag);
    }
    return tags;
  },

  // Most used tags first, like the demo site.
  async popular(limit = 20): Promise<string[]> {
    const rows = await Tag.findAll({
      attributes: ['name'],
      order: [
        [literal('(SELECT COUNT(*) FROM "ArticleTags" AS at WHERE at."TagId" = "Tag"."id")'), 'DESC'],
        ['name', 'ASC'],
      ],
      limit,
    });
    return rows.map((t) => t.name);
  },
};
