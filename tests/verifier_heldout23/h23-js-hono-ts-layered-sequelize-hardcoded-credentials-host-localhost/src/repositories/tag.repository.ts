import { Tag } from '../models/index.js';

export const tagRepository = {
  async allNames(): Promise<string[]> {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
};
