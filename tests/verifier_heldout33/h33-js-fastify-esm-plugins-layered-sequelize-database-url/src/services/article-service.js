export class ArticleService {
  constructor(articles, users) { this.articles = articles; this.users = users; }

  async list(filters) {
    const { rows, count } = await this.articles.search(filters);
    return { articles: rows.map((a) => this.present(a)), articlesCount: count };
  }
  async bySlug(slug) {
    const a = await this.articles.findBySlug(slug);
    return a && this.present(a);
  }
  present(a) {
    return { slug: a.slug, title: a.title, description: a.description, body: a.body,
      tagList: a.tagList ?? [], createdAt: a.createdAt, updatedAt: a.updatedAt,
      author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false } };
  }
}
