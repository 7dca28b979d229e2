export class ArticleService {
  constructor({ articleRepository, tagRepository }) {
    this.articles = articleRepository;
    this.tags = tagRepository;
  }

  view(a) {
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: a.tags.map((t) => t.name),
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: false,
      favoritesCount: 0,
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    };
  }

  async list(paging) {
    const { rows, count } = await this.articles.page(paging);
    return { articles: rows.map((a) => this.view(a)), articlesCount: count };
  }

  async get(slug) {
    const a = await this.articles.bySlug(slug);
    return a && this.view(a);
  }

  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const tags = await this.tags.upsertAll(tagList);
    return this.view(await this.articles.create({ slug, title, description, body, authorId }, tags));
  }
}
