// feature-file: articles
const { Tag } = require('../models');

// Names of the tags that at least one article carries, alphabetically.
async function namesInUse() {
  const tags = await Tag.findAll({
    attributes: ['name'],
    include: { association: 'articles', attributes: [], through: { attributes: [] }, required: true },
    order: [['name', 'ASC']],
  });
  return tags.map((tag) => tag.name);
}

module.exports = { namesInUse };
