const { literal } = require('sequelize');

// Kept for a "most favorited" sort that was never wired into the routes.
exports.FAVORITES_COUNT = literal(
  '(SELECT COUNT(*) FROM "Favorites" WHERE "Favorites"."articleId" = "Article"."id")',
);

exports.pageOf = (query) => ({
  limit: Math.min(Number(query.limit) || 20, 100),
  offset: Number(query.offset) || 0,
});
