const { Tag } = require('../models');

exports.names = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
