module.exports = (articleRepository) => ({
  async update(article, userId, input) {
    if (article.authorId !== userId) {
      const err = new Error('only the author may edit this article');
      err.statusCode = 403;
      throw err;
    }
    const changes = {};
    for (const field of ['title', 'description', 'body']) if (input[field]) changes[field] = input[field];
    return articleRepository.update(article, changes);
  },
  async remove(article, userId) {
    if (article.authorId !== userId) {
      const err = new Error('only the author may delete this article');
      err.statusCode = 403;
      throw err;
    }
    await articleRepository.destroy(article);
  },
  async get(slug) {
    return articleRepository.findBySlug(slug);
  },
});
