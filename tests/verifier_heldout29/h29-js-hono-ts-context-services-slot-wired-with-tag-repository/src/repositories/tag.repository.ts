import { TagModel } from '../models';

export class TagRepository {
  async list(): Promise<string[]> {
    const rows = await TagModel.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  }

  async ensure(names: string[]): Promise<void> {
    for (const name of names) await TagModel.findOrCreate({ where: { name } });
  }
}
