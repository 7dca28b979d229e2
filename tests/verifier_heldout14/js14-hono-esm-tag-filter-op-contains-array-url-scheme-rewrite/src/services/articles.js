import * as repo from '../repositories/articles.js';

const dto = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [...a.tagList].sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.authorUsername, bio: null, image: null, following: false },
});

export async function list(query) {
  const { rows, count } = await repo.search({
    tag: query.tag,
    author: query.author,
    limit: Number(query.limit ?? 20),
    offset: Number(query.offset ?? 0),
  });
  return { articles: rows.map(dto), articlesCount: count };
}

export async function tags() {
  return [...new Set((await repo.allTagLists()).flat())].sort();
}

export async function create(username, input) {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  return dto(await repo.create({ ...input, tagList: input.tagList ?? [], slug, authorUsername: username }));
}
