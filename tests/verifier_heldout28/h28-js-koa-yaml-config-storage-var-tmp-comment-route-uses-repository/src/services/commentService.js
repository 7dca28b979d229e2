const commentRepository = require('../repositories/commentRepository');
const articleRepository = require('../repositories/articleRepository');

function articleIdOrThrow(slug) {
  const id = articleRepository.idBySlug(slug);
  if (!id) {
    const err = new Error('article not found');
    err.status = 404;
    throw err;
  }
  return id;
}

module.exports = {
  list(slug) {
    return commentRepository.forArticle(articleIdOrThrow(slug));
  },
  add(slug, authorId, body) {
    return commentRepository.insert(articleIdOrThrow(slug), authorId, body);
  },
  remove(id) {
    commentRepository.remove(id);
  },
};
