import * as articles from '../repositories/articleRepository.js';
import * as tags from '../repositories/tagRepository.js';

const slugify = (title) =>
  title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '') + '-' + Date.now().toString(36);

export async function createArticle(input) {
  if (!input?.title || !input?.body) {
    const err = new Error('title and body are required');
    err.status = 422;
    throw err;
  }
  const tagRows = await tags.findOrCreateMany(input.tagList ?? []);
  const article = await articles.createArticle(
    { title: input.title, description: input.description ?? '', body: input.body, slug: slugify(input.title) },
    tagRows,
  );
  return present(await articles.findBySlug(article.slug));
}

function present(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.Tags.map((t) => t.name),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
