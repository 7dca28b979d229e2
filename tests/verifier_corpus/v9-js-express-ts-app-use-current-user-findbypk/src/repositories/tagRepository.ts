import { Tag } from '../models/tag';

export async function allTagNames(): Promise<string[]> {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}
