const { Op } = require('sequelize');
// Turns the query string of GET /articles into Sequelize find options.
function parseListQuery(query) {
  const limit = Math.min(Number(query.limit) || 20, 100);
  const offset = Number(query.offset) || 0;
  const where = {};
  if (query.tag) where.tagList = { [Op.like]: `%"${query.tag}"%` };
  return { limit, offset, where };
}
module.exports = { parseListQuery };
