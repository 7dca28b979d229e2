const { Tag } = require('../models');

module.exports = {
  allNames: async () => (await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] })).map((t) => t.name),
};
