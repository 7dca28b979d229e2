const { notFound, forbidden } = require('../errors/http-error');

class CommentService {
  constructor(comments, articles, profiles) {
    Object.assign(this, { comments, articles, profiles });
  }

  async view(comment, viewerId) {
    return {
      id: comment.id,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
      author: await this.profiles.view(comment.author, viewerId),
    };
  }

  async list(slug, viewerId) {
    const article = await this.articles.bySlug(slug);
    if (!article) throw notFound('article');
    const rows = await this.comments.forArticle(article.id);
    return Promise.all(rows.map((c) => this.view(c, viewerId)));
  }

  async add(slug, body, viewerId) {
    const article = await this.articles.bySlug(slug);
    if (!article) throw notFound('article');
    return this.view(await this.comments.create({ body, articleId: article.id, authorId: viewerId }), viewerId);
  }

  async remove(slug, id, viewerId) {
    const comment = await this.comments.byId(id);
    if (!comment) throw notFound('comment');
    if (comment.authorId !== viewerId) throw forbidden('comment');
    await this.comments.destroy(comment);
  }
}

module.exports = CommentService;
