import { Tag } from '../models/tag.js';

export async function allTagNames(): Promise<string[]> {
  const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return rows.map((row) => row.get('name') as string);
}
