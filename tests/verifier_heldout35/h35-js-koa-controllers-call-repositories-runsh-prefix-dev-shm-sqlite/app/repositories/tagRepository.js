const { Tag } = require('../models');
module.exports = { names: async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) };
