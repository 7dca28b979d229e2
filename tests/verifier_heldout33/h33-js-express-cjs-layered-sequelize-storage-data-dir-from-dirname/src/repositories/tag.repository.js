const { Tag } = require('../models');
module.exports = { findAll: () => Tag.findAll({ order: [['name', 'ASC']] }) };
