class ServiceError extends Error {
  constructor(statusCode, message) { super(message); this.statusCode = statusCode; }
}

module.exports = function commentService({ articles, comments }) {
  const view = (c) => ({
    id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
    author: c.author && { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
  });

  async function articleOr404(slug) {
    const article = await articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    return article;
  }

  return {
    async list(slug) {
      const article = await articleOr404(slug);
      return (await comments.forArticle(article.id)).map(view);
    },
    async add(slug, userId, body) {
      if (!body) throw new ServiceError(422, 'body can\'t be empty');
      const article = await articleOr404(slug);
      const created = await comments.create({ body, ArticleId: article.id, authorId: userId });
      return view(created);
    },
    async remove(slug, id, userId) {
      await articleOr404(slug);
      const comment = await comments.findById(id);
      if (!comment) throw new ServiceError(404, 'comment not found');
      if (comment.authorId !== userId) throw new ServiceError(403, 'not the author');
      await comments.remove(comment);
    },
  };
};
module.exports.ServiceError = ServiceError;
