const { Tag } = require('../models');

exports.allNames = async () => (await Tag.findAll({ order: [['name', 'ASC']], attributes: ['name'] })).map((t) => t.name);
