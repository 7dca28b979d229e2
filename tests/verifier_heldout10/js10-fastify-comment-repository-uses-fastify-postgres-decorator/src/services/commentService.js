module.exports = function commentService({ articles, comments }) {
  async function articleOr404(slug) {
    const article = await articles.findBySlug(slug);
    if (!article) {
      const err = new Error('article not found');
      err.statusCode = 404;
      throw err;
    }
    return article;
  }

  return {
    async list(slug) {
      const article = await articleOr404(slug);
      return comments.listByArticle(article.id);
    },
    async add(slug, authorId, body) {
      if (!body) {
        const err = new Error("body can't be blank");
        err.statusCode = 422;
        throw err;
      }
      const article = await articleOr404(slug);
      return comments.create(article.id, authorId, body);
    },
    async remove(slug, id) {
      const article = await articleOr404(slug);
      await comments.remove(id, article.id);
    },
  };
};
