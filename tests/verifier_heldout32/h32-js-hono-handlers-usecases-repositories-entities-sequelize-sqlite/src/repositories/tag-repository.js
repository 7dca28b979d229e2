import { Tag } from '../entities/tag.js';

export const tagRepository = {
  async allNames() {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
};
