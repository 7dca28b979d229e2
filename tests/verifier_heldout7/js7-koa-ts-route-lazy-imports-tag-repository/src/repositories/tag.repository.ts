import { Tag } from '../models';

export const tagRepository = {
  async listNames(): Promise<string[]> {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
};
