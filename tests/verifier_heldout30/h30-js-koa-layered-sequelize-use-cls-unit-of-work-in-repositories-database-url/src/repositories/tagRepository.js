const { Tag } = require('../models');

exports.ensure = async (names) => {
  const tags = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  return tags;
};

exports.names = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
