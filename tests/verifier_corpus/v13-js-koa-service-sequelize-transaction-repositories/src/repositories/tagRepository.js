import { Tag } from '../models/index.js';

export async function findOrCreateMany(names, transaction) {
  const tags = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name }, transaction });
    tags.push(tag);
  }
  return tags;
}

export async function findAllNames() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}
