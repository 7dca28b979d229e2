import { Tag } from '../models/Tag.js';

export async function allTagNames() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}
