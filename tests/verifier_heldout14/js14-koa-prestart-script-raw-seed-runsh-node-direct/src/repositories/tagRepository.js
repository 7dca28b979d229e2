const { Tag } = require('../models');

module.exports = {
  async names() {
    return (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
  },
};
