import { Tag } from '../models/Tag.mjs';

export const TagRepository = {
  names: async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name),
};
