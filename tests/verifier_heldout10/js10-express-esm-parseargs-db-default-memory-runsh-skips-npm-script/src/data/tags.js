import { Tag } from '../models/db.js';

export async function allTagNames() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

export async function upsertTags(names) {
  const rows = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    rows.push(tag);
  }
  return rows;
}
