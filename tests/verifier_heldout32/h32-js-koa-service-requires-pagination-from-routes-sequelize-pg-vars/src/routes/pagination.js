// parse ?limit=&offset= the way every list endpoint expects it
exports.parsePage = (query = {}) => {
  const limit = Math.min(Math.max(parseInt(query.limit, 10) || 20, 1), 100);
  const offset = Math.max(parseInt(query.offset, 10) || 0, 0);
  return { limit, offset };
};
