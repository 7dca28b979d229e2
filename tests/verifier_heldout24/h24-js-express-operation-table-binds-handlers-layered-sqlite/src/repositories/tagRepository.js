const { Tag } = require('../models');

exports.findAll = () => Tag.findAll({ order: [['name', 'ASC']] });
