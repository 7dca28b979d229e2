const { Comment } = require('../models/comment');

class CommentRepository {
  constructor(db) { this.db = db; }

  async forArticle(slug) {
    const rows = await this.db('comments')
      .join('users', 'users.id', 'comments.author_id')
      .where('comments.article_slug', slug)
      .select('comments.*', 'users.username', 'users.bio', 'users.image')
      .orderBy('comments.created_at', 'desc');
    return rows.map((r) => new Comment(r));
  }

  async add(slug, authorId, body) {
    const [row] = await this.db('comments').insert({ article_slug: slug, author_id: authorId, body }).returning('*');
    return row;
  }
}
module.exports = { CommentRepository };
