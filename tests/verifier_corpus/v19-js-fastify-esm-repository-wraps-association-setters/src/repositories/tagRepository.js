import { Tag } from '../models/index.js';

export async function findOrCreateAll(names) {
  const tags = [];
  for (const name of new Set(names)) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  return tags;
}

export async function listNames() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}
