import { Tag } from '../domain/article.js';

export class TagRepository {
  constructor(db) {
    this.db = db;
  }

  async upsertMany(names) {
    const rows = [];
    for (const name of names) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      rows.push(tag);
    }
    return rows;
  }

  async allNames() {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  }
}
