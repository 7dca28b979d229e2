const { Tag } = require('../models');

exports.all = () => Tag.findAll({ order: [['name', 'ASC']] });
exports.upsertMany = (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
