import { Tag } from './tag.model.js';

export const tagRepository = {
  async allNames(): Promise<string[]> {
    const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return rows.map((r) => r.get('name') as string);
  },
  async upsertMany(names: string[]) {
    return Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  },
};
