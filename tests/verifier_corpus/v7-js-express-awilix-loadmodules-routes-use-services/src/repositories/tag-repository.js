const { Tag } = require('../models/tag');

module.exports = () => ({
  names: async () => (await Tag.findAll()).map((t) => t.name),
  add: (name) => Tag.findOrCreate({ where: { name } }),
});
