const Tag = require('../models/tag');

module.exports = {
  all: () => Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] }),
  ensure: (name) => Tag.findOrCreate({ where: { name } }),
};
