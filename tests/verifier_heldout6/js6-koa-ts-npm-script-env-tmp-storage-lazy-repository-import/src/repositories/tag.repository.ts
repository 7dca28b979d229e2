import { Tag } from '../models/index.js';

export class TagRepository {
  async allNames(): Promise<string[]> {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  }

  async ensure(names: string[]): Promise<Tag[]> {
    return Promise.all(names.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
  }
}
