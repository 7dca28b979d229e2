import { Tag } from '../models/tag.model';

export const tagRepository = {
  async findAll(): Promise<string[]> {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  },
  async upsertMany(names: string[]): Promise<Tag[]> {
    return Promise.all(names.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
  },
};
