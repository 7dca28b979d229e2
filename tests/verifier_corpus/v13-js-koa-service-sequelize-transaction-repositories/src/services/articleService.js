import { sequelize } from '../database.js';
import * as articleRepository from '../repositories/articleRepository.js';
import * as tagRepository from '../repositories/tagRepository.js';

export class ValidationError extends Error {}

function slugify(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

// The article and its tags are written together or not at all.
export async function createArticle({ title, description, body, tagList = [] }) {
  if (!title || !description || !body) throw new ValidationError('title, description and body are required');
  return sequelize.transaction(async (t) => {
    const article = await articleRepository.create({ slug: slugify(title), title, description, body }, t);
    const tags = await tagRepository.findOrCreateMany(tagList, t);
    await articleRepository.setTags(article, tags, t);
    return articleRepository.findBySlug(article.slug, t);
  });
}

export async function getArticle(slug) {
  return articleRepository.findBySlug(slug);
}

export async function listTags() {
  return tagRepository.findAllNames();
}
