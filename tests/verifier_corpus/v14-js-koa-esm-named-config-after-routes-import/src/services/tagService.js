import { Tag } from '../models/index.js';

export async function listTags() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

export async function ensureTags(names = []) {
  return Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([tag]) => tag)));
}
