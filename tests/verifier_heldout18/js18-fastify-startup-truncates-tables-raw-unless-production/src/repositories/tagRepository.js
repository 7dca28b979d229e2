const { Tag } = require('../models');
exports.names = async () => (await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] })).map((t) => t.name);
