const { sequelize } = require('../db');
const tagRepository = require('../repositories/tagRepository');

async function listTags() {
  const tags = await tagRepository.findAll();
  return tags.map((t) => t.name);
}

// Most used tags first: easier in one aggregate query than through the models.
async function popularTags(limit = 20) {
  const [rows] = await sequelize.query(
    `SELECT t.name, COUNT(at."ArticleId") AS uses
       FROM tags t JOIN article_tags at ON at."TagId" = t.id
      GROUP BY t.name ORDER BY uses DESC, t.name LIMIT :limit`,
    { replacements: { limit } },
  );
  return rows.map((r) => r.name);
}

module.exports = { listTags, popularTags };
