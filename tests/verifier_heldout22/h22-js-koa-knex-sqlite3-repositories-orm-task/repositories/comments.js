const db = require('../db/knex');

exports.forArticle = (articleId) =>
  db('comments')
    .join('users', 'users.id', 'comments.author_id')
    .where('comments.article_id', articleId)
    .select('comments.*', 'users.username', 'users.bio', 'users.image')
    .orderBy('comments.created_at', 'desc');
