const CommentRepository = require('../repositories/commentRepository');
const UserRepository = require('../repositories/userRepository');

async function listForArticle(slug) {
  const comments = await CommentRepository.findAll({
    where: { articleSlug: slug },
    include: [{ model: UserRepository, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
  });
  return comments.map((c) => ({
    id: c.id,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    author: { ...c.author.get({ plain: true }), following: false },
  }));
}

async function add(slug, authorId, body) {
  if (!body) {
    const err = new Error('body is required');
    err.status = 422;
    throw err;
  }
  const comment = await CommentRepository.create({ articleSlug: slug, authorId, body });
  const author = await UserRepository.findByPk(authorId, { attributes: ['username', 'bio', 'image'] });
  return { id: comment.id, body: comment.body, createdAt: comment.createdAt, updatedAt: comment.updatedAt,
    author: { ...author.get({ plain: true }), following: false } };
}

async function remove(slug, id, userId) {
  const deleted = await CommentRepository.destroy({ where: { id, articleSlug: slug, authorId: userId } });
  if (!deleted) {
    const err = new Error('comment not found');
    err.status = 404;
    throw err;
  }
}

module.exports = { listForArticle, add, remove };
