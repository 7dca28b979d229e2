import commentRepository from '../repositories/comment-repository.cjs';

export async function listComments(slug) {
  const comments = await commentRepository.forArticle(slug);
  return comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt }));
}

export async function addComment(slug, authorId, body) {
  if (!body) {
    const err = new Error('body is required');
    err.status = 422;
    throw err;
  }
  const c = await commentRepository.create({ articleSlug: slug, authorId, body });
  return { id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt };
}

export async function deleteComment(id) {
  const comment = await commentRepository.findById(id);
  if (comment) await commentRepository.destroy(comment);
}
