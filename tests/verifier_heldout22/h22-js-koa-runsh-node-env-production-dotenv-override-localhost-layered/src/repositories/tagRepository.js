const Tag = require('../models/tag');

module.exports = {
  all: () => Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] }),
  ensure: (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }))),
};
