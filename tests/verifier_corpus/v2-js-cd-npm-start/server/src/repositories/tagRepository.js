const Tag = require('../models/tag');

exports.findAll = () => Tag.findAll({ order: [['name', 'ASC']] });
