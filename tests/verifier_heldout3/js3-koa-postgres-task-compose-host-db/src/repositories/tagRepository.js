const { Tag } = require('../models');

exports.allNames = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
exports.ensure = async (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
