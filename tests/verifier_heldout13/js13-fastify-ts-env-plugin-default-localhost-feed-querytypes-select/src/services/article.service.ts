import type { ArticleRepository, FeedRow } from '../repositories/article.repository.js';

const fromRow = (r: FeedRow) => ({
  slug: r.slug,
  title: r.title,
  description: r.description,
  body: r.body,
  tagList: [] as string[],
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: r.username, bio: r.bio, image: r.image, following: true },
});

export class ArticleService {
  constructor(private readonly articles: ArticleRepository) {}

  async feed(userId: number, limit = 20, offset = 0) {
    const [rows, count] = await Promise.all([
      this.articles.feed(userId, limit, offset),
      this.articles.feedCount(userId),
    ]);
    return { articles: rows.map(fromRow), articlesCount: count };
  }

  async create(userId: number, input: { title: string; description: string; body: string }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await this.articles.create({ ...input, slug, authorId: userId });
    const a = (await this.articles.findBySlug(slug))!;
    const author = a.get('author') as { username: string; bio: string | null; image: string | null };
    return {
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: author.username, bio: author.bio, image: author.image, following: false },
    };
  }
}
