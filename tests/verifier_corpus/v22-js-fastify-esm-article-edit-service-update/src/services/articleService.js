import slugify from 'slugify';
import { articleRepository } from '../repositories/articleRepository.js';

export class NotAllowed extends Error {}

const editable = ['title', 'description', 'body'];

function pickChanges(input = {}) {
  const changes = {};
  for (const key of editable) if (input[key] !== undefined) changes[key] = input[key];
  if (changes.title) changes.slug = slugify(changes.title, { lower: true, strict: true }) + '-' + Date.now().toString(36);
  return changes;
}

export const articleService = {
  pickChanges,

  getBySlug(slug) {
    return articleRepository.findBySlug(slug);
  },

  async update(slug, userId, input) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) return null;
    if (article.authorId !== userId) throw new NotAllowed('not the author');
    await articleRepository.update(article, pickChanges(input));
    return article;
  },

  async remove(slug, userId) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) return false;
    if (article.authorId !== userId) throw new NotAllowed('not the author');
    await articleRepository.remove(slug);
    return true;
  },
};
