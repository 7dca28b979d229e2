import * as articles from '../repositories/articleRepository.js';
import * as tags from '../repositories/tagRepository.js';

const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function createArticle({ title, description, body, tagList = [] }) {
  const article = await articles.create({ slug: slugify(title), title, description, body });
  await tags.setTags(article.slug, tagList);
  return { slug: article.slug, title, description, body, tagList: await tags.tagsOf(article.slug) };
}

export async function getArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) return null;
  return { slug, title: article.title, description: article.description, body: article.body,
    tagList: await tags.tagsOf(slug) };
}

export const listTags = () => tags.allTags();
