import type { Tag } from '../models/index.js';

export class TagRepository {
  constructor(private readonly tags: typeof Tag) {}

  async names(): Promise<string[]> {
    const rows = await this.tags.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return rows.map((r) => r.name);
  }

  async ensure(names: string[]): Promise<Tag[]> {
    const out: Tag[] = [];
    for (const name of names) {
      const [tag] = await this.tags.findOrCreate({ where: { name } });
      out.push(tag);
    }
    return out;
  }
}
