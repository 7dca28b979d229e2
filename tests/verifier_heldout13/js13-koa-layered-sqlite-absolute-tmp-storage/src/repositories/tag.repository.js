const { Tag } = require('../models');

exports.all = () => Tag.findAll({ order: [['name', 'ASC']] });
