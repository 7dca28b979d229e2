const Tag = require('../models/tag.model');

module.exports = {
  listNames: async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name),
  ensure: (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }))),
};
