import { Tag } from '../models/index.js';

export const tagRepository = {
  listNames: async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name),
};
