import { Tag } from '../models/index.js';

export async function allNames() {
  const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return rows.map((row) => row.name);
}
