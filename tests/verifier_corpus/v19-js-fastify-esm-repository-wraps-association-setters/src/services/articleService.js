import * as articleRepository from '../repositories/articleRepository.js';
import * as tagRepository from '../repositories/tagRepository.js';
import { ServiceError } from './errors.js';

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

function present(article) {
  const { slug, title, description, body, createdAt, updatedAt, author, tags } = article;
  return { slug, title, description, body, createdAt, updatedAt, tagList: (tags ?? []).map((t) => t.name), author };
}

export async function createArticle(authorId, { title, description, body, tagList = [] }) {
  if (!title || !description || !body) throw new ServiceError(422, 'body', 'title, description and body are required');
  const article = await articleRepository.create({ slug: slugify(title), title, description, body, authorId });
  const tags = await tagRepository.findOrCreateAll(tagList);
  await articleRepository.setTags(article, tags);
  return present(await articleRepository.findBySlug(article.slug));
}

export async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw new ServiceError(404, 'article', 'not found');
  return present(article);
}

export async function listTags() {
  return tagRepository.listNames();
}
