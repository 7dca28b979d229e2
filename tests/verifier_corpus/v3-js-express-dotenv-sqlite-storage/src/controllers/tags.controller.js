const { Tag } = require('../models');

exports.list = async (req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
};
