import { articleRepository, tagRepository } from '../repositories/index.js';

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: a.tags.map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited: false, favoritesCount: 0,
});

export async function createArticle({ title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const tags = await tagRepository.ensureTags(tagList);
  return present(await articleRepository.create({ slug, title, description, body }, tags));
}

export async function getArticle(slug) {
  const a = await articleRepository.findBySlug(slug);
  return a && present(a);
}
