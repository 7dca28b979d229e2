const articles = require('../repositories/articles');
exports.list = (query) => articles.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
