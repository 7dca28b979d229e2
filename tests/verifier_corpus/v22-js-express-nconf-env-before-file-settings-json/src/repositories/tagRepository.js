const Tag = require('../models/Tag');

module.exports = {
  async names() {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return tags.map((tag) => tag.name);
  },
};
