const { Tag } = require('../models');
module.exports = {
  all: () => Tag.findAll({ order: [['name', 'ASC']] }),
  findOrCreate: (name) => Tag.findOrCreate({ where: { name } }).then(([tag]) => tag),
};
