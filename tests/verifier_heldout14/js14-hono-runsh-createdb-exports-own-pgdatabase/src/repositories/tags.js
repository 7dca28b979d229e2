import { Tag } from '../models/index.js';

export const tagsRepository = {
  async names() {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
};
