import { Tag } from '../models/tag.js';

export const tagRepository = {
  async names(): Promise<string[]> {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  },
  async ensure(names: string[]): Promise<void> {
    for (const name of names) await Tag.findOrCreate({ where: { name } });
  },
};
