import { Tag } from '../models/index.js';

// tags are read-only and tiny: query the model directly
export async function allTags() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}
