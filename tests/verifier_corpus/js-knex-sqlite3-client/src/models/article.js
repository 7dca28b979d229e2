const ARTICLE_COLUMNS = ['id', 'slug', 'title', 'description', 'body', 'authorId', 'created_at', 'updated_at'];

module.exports = { table: 'articles', ARTICLE_COLUMNS };
