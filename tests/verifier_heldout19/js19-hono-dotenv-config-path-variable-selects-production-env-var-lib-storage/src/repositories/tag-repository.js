const Tag = require('../models/tag');

module.exports = {
  all: () => Tag.findAll({ order: [['name', 'ASC']] }),
  ensure: (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }))),
};
