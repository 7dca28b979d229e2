import { Tag } from '../models/tag';

export const tagRepository = {
  names: async (): Promise<string[]> => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name),
};
