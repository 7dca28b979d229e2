const { Article } = require('../models');
const { parseListQuery } = require('../routes/pagination');

async function findAll(query) {
  const { limit, offset, where } = parseListQuery(query);
  return Article.findAndCountAll({ where, limit, offset, order: [['createdAt', 'DESC']] });
}
module.exports = { findAll };
