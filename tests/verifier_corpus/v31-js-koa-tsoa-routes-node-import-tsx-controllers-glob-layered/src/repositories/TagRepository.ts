import { Tag } from '../models';

export class TagRepository {
  async names(): Promise<string[]> {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  }
}
