const { Tag } = require('../models');

module.exports = { all: () => Tag.findAll({ order: [['name', 'ASC']] }) };
