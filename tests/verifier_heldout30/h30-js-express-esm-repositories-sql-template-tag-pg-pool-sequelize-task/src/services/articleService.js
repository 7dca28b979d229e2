import * as articles from '../repositories/articleRepository.js';

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Math.random().toString(36).slice(2, 8)}`;

const view = (a) => ({ ...a, favorited: false, author: { ...a.author, following: false } });

export async function list(params) {
  const { articles: rows, count } = await articles.list({
    tag: params.tag,
    author: params.author,
    limit: Number(params.limit ?? 20),
    offset: Number(params.offset ?? 0),
  });
  return { articles: rows.map(view), articlesCount: count };
}

export async function create(authorId, input) {
  return view(await articles.insert(authorId, { ...input, tagList: input.tagList ?? [], slug: slugify(input.title) }));
}

export async function tags() {
  return articles.allTags();
}
