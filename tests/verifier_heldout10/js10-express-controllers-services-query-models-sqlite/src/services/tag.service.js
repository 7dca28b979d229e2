const { Tag } = require('../models');

exports.listTags = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
