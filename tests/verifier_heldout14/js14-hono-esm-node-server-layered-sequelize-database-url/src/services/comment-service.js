import { HTTPException } from 'hono/http-exception';
import { articleRepository } from '../repositories/article-repository.js';
import { commentRepository } from '../repositories/comment-repository.js';

const toComment = (c) => ({
  id: c.id,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  body: c.body,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

async function articleOr404(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new HTTPException(404, { message: 'article not found' });
  return article;
}

export const commentService = {
  async list(slug) {
    const article = await articleOr404(slug);
    return (await commentRepository.listByArticle(article.id)).map(toComment);
  },
  async add(slug, authorId, body) {
    if (!body) throw new HTTPException(422, { message: 'body is required' });
    const article = await articleOr404(slug);
    return toComment(await commentRepository.create({ body, authorId, articleId: article.id }));
  },
  async remove(slug, id, userId) {
    await articleOr404(slug);
    const comment = await commentRepository.findById(id);
    if (!comment) throw new HTTPException(404, { message: 'comment not found' });
    if (comment.authorId !== userId) throw new HTTPException(403, { message: 'not the author' });
    await commentRepository.destroy(comment);
  },
};
