const Tag = require('../models/tag');

module.exports = {
  async allNames() {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
  ensure: (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }))),
};
