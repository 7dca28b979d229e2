const { Tag } = require('../models');
module.exports = {
  async used() {
    // only tags that are attached to at least one article
    const [rows] = await Tag.sequelize.query('SELECT DISTINCT tags.name FROM tags INNER JOIN article_tags ON article_tags.tagId = tags.id ORDER BY tags.name');
    return rows.map((r) => r.name);
  },
  findOrCreate: (name) => Tag.findOrCreate({ where: { name } }),
};
