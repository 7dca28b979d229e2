const { Tag } = require('../models');
exports.all = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
