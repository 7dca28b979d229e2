const articles = require('../repositories/article-repository');
const comments = require('../repositories/comment-repository');
const users = require('../repositories/user-repository');

class ServiceError extends Error {
  constructor(status, key, message) { super(message); this.status = status; this.key = key; }
}

async function view(comment, viewerId) {
  return {
    id: comment.id,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    body: comment.body,
    author: {
      username: comment.author.username,
      bio: comment.author.bio,
      image: comment.author.image,
      following: await users.isFollowing(viewerId, comment.author),
    },
  };
}

async function articleOr404(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, 'article', 'not found');
  return article;
}

module.exports = {
  ServiceError,
  async list(slug, viewerId) {
    const article = await articleOr404(slug);
    return Promise.all((await comments.listForArticle(article.id)).map((c) => view(c, viewerId)));
  },
  async add(slug, userId, body) {
    if (!body) throw new ServiceError(422, 'body', "can't be blank");
    const article = await articleOr404(slug);
    return view(await comments.create(article.id, userId, body), userId);
  },
  async remove(slug, userId, id) {
    await articleOr404(slug);
    const comment = await comments.findById(id);
    if (!comment) throw new ServiceError(404, 'comment', 'not found');
    if (comment.author_id !== userId) throw new ServiceError(403, 'comment', 'not yours');
    await comments.destroy(comment);
  },
};
