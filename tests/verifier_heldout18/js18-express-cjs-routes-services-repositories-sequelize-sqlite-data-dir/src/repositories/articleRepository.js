const { Op } = require('sequelize');
const { Article, User, Tag } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

async function list({ tag, author, limit = 20, offset = 0 }) {
  const where = {};
  const inc = include.map((i) => ({ ...i }));
  if (author) inc[0].where = { username: author };
  if (tag) inc[1].where = { name: tag };
  return Article.findAndCountAll({ where, include: inc, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

const findBySlug = (slug) => Article.findOne({ where: { slug }, include });
const create = (data) => Article.create(data);
const removeBySlug = (slug) => Article.destroy({ where: { slug } });
const slugTaken = async (slug) => (await Article.count({ where: { slug: { [Op.eq]: slug } } })) > 0;

module.exports = { list, findBySlug, create, removeBySlug, slugTaken };
