// feature-file: articles
const { Op } = require('sequelize');
const sequelize = require('../db');
// feature-begin: favorites
const { Article, ArticleTag, Favorite, Tag, User } = require('../models');
// feature-else: favorites
// const { Article, ArticleTag, Tag, User } = require('../models');
// feature-end: favorites

const details = [
  { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

// Filters resolve to id lists first, so the paged query itself only joins author and tags.
async function authorIdsNamed(username) {
  const users = await User.findAll({ attributes: ['id'], where: { username } });
  return users.map((user) => user.id);
}

async function idsTagged(name) {
  const rows = await ArticleTag.findAll({ attributes: ['articleId'], include: { model: Tag, attributes: [], where: { name } } });
  return rows.map((row) => row.articleId);
}
// feature-begin: favorites

async function idsFavoritedBy(username) {
  const rows = await Favorite.findAll({ attributes: ['articleId'], include: { model: User, attributes: [], where: { username } } });
  return rows.map((row) => row.articleId);
}
// feature-end: favorites

// One page of articles, most recent first, with the total count of matches.
// filter: tag (a tag name), author (a username),
// favorited (a username), // feature-line: favorites
// authorIds (any of these authors). // feature-line: profiles
async function findPage(filter, { limit, offset }) {
  const conditions = [];
  if (filter.tag !== undefined) conditions.push({ id: await idsTagged(filter.tag) });
  if (filter.favorited !== undefined) conditions.push({ id: await idsFavoritedBy(filter.favorited) }); // feature-line: favorites
  if (filter.author !== undefined) conditions.push({ authorId: await authorIdsNamed(filter.author) });
  if (filter.authorIds !== undefined) conditions.push({ authorId: filter.authorIds }); // feature-line: profiles

  const { rows, count } = await Article.findAndCountAll({
    where: { [Op.and]: conditions },
    include: details,
    order: [['createdAt', 'DESC'], ['id', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
  return { articles: rows, count };
}

const findBySlug = (slug) => Article.findOne({ where: { slug }, include: details });

async function isSlugTaken(slug, exceptId) {
  const where = exceptId === undefined ? { slug } : { slug, id: { [Op.ne]: exceptId } };
  return (await Article.count({ where })) > 0;
}

async function create({ tagList, ...fields }) {
  const id = await sequelize.transaction(async (transaction) => {
    const article = await Article.create(fields, { transaction });
    if (tagList.length > 0) {
      await Tag.bulkCreate(tagList.map((name) => ({ name })), { ignoreDuplicates: true, transaction });
      await article.setTags(await Tag.findAll({ where: { name: tagList }, transaction }), { transaction });
    }
    return article.id;
  });
  return Article.findByPk(id, { include: details });
}

async function update(article, changes) {
  await article.update(changes);
  return article;
}

const remove = (article) => article.destroy();
// feature-begin: favorites

async function favorite(userId, articleId) {
  await Favorite.findOrCreate({ where: { userId, articleId } });
}

async function unfavorite(userId, articleId) {
  await Favorite.destroy({ where: { userId, articleId } });
}

// articleId -> number of users who favorited it, for the given articles.
async function favoriteCounts(articleIds) {
  const rows = await Favorite.count({ where: { articleId: articleIds }, group: ['articleId'] });
  return new Map(rows.map(({ articleId, count }) => [articleId, Number(count)]));
}

// Which of articleIds the user has favorited.
async function favoritedAmong(userId, articleIds) {
  const rows = await Favorite.findAll({ attributes: ['articleId'], where: { userId, articleId: articleIds } });
  return new Set(rows.map((row) => row.articleId));
}
// feature-end: favorites

module.exports = {
  findPage,
  findBySlug,
  isSlugTaken,
  create,
  update,
  remove,
  favorite, // feature-line: favorites
  unfavorite, // feature-line: favorites
  favoriteCounts, // feature-line: favorites
  favoritedAmong, // feature-line: favorites
};
