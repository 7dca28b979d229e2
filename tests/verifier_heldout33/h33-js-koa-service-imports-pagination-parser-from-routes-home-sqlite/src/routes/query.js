// Reads ?limit=&offset= from a Koa query object.
function parsePagination(query = {}) {
  const limit = Math.min(Math.max(parseInt(query.limit, 10) || 20, 1), 100);
  const offset = Math.max(parseInt(query.offset, 10) || 0, 0);
  return { limit, offset };
}
module.exports = { parsePagination };
