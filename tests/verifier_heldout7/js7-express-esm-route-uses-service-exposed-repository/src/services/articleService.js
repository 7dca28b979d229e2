export class ArticleService {
  constructor(repository) {
    this.repository = repository;
  }

  async list(query) {
    const limit = Number(query.limit ?? 20);
    const offset = Number(query.offset ?? 0);
    const { rows, count } = await this.repository.findAll({ limit, offset });
    return { articles: rows.map(toView), articlesCount: count };
  }

  async get(slug) {
    const found = await this.repository.findBySlug(slug);
    if (!found) {
      const err = new Error('article not found');
      err.status = 404;
      throw err;
    }
    return toView(found);
  }
}

function toView(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.tags ?? []).map((t) => t.name),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}
