import { Tag } from '../models';

export const tagRepository = {
  async allNames(): Promise<string[]> {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
  async ensure(names: string[]): Promise<Tag[]> {
    return Promise.all(names.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
  },
};
