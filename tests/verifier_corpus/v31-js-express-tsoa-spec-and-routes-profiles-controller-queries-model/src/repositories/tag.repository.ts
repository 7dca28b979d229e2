import { Tag } from '../models';

export const tagRepository = {
  async names(): Promise<string[]> {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((row) => row.name);
  },
};
