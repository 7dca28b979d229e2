import { Tag } from '../models/index.js';

export class TagRepository {
  async allNames() {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  }

  async upsertAll(names) {
    return Promise.all(names.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
  }
}
