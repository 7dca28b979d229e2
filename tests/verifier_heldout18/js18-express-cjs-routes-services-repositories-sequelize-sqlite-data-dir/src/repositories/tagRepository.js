const { Tag } = require('../models');

module.exports = {
  all: () => Tag.findAll({ order: [['name', 'ASC']] }),
  findOrCreateMany: (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t))),
};
