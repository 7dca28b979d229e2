const { Tag } = require('../models');

module.exports = {
  async findAll() {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
  async upsertMany(names) {
    const rows = [];
    for (const name of names) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      rows.push(tag);
    }
    return rows;
  },
};
