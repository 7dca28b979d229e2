const { Tag } = require('../models');

module.exports = {
  names: async () => (await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] })).map((t) => t.name),
  ensure: (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([tag]) => tag))),
};
