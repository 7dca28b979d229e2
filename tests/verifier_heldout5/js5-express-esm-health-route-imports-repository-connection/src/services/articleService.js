import { createWithTags, findBySlug } from '../repositories/articleRepository.js';

const view = (a) => ({ slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tags.map((t) => t.name) });

export async function createArticle({ title, description, body, tagList = [] }) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return view(await createWithTags({ slug, title, description, body }, tagList));
}

export async function getArticle(slug) {
  const a = await findBySlug(slug);
  return a ? view(a) : null;
}
