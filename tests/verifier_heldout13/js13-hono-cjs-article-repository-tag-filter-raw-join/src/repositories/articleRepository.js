const { QueryTypes } = require('sequelize');
const { sequelize, Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findIds({ tag, author, limit, offset }) {
  // filtering through the join table with include+where drops the other tags of each
  // article, so select the matching ids first
  const conditions = [];
  const replacements = { limit, offset };
  if (tag) {
    conditions.push('a.id IN (SELECT at.article_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE t.name = :tag)');
    replacements.tag = tag;
  }
  if (author) {
    conditions.push('u.username = :author');
    replacements.author = author;
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = await sequelize.query(
    `SELECT a.id, COUNT(*) OVER() AS total FROM articles a JOIN users u ON u.id = a.author_id ${where}
     ORDER BY a."createdAt" DESC LIMIT :limit OFFSET :offset`,
    { replacements, type: QueryTypes.SELECT },
  );
  return { ids: rows.map((r) => r.id), total: rows.length ? Number(rows[0].total) : 0 };
}

async function list(filters) {
  const { ids, total } = await findIds(filters);
  const articles = await Article.findAll({ where: { id: ids }, include, order: [['createdAt', 'DESC']] });
  return { articles, total };
}

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function create({ tagList = [], ...fields }) {
  const article = await Article.create(fields);
  const tags = [];
  for (const name of tagList) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  await article.setTags(tags);
  return findBySlug(article.slug);
}

module.exports = { list, findBySlug, create };
