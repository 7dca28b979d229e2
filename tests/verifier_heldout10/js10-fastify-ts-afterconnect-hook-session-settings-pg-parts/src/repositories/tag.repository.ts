import { Tag } from '../models/tag.js';

export async function findAllNames(): Promise<string[]> {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

export async function ensure(names: string[]): Promise<Tag[]> {
  const out: Tag[] = [];
  for (const name of new Set(names)) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    out.push(tag);
  }
  return out;
}
