import { Tag } from '../models/tag';

export const tagRepository = {
  popular: (limit = 50) => Tag.popular(limit),
  findOrCreate: async (name: string) => (await Tag.findOrCreate({ where: { name } }))[0],
};
