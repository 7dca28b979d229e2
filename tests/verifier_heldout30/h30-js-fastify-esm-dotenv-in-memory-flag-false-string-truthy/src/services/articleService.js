import { ArticleRepository } from '../repositories/articleRepository.js';

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

export class ArticleService {
  constructor(articles = new ArticleRepository()) {
    this.articles = articles;
  }

  async list(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.page({ limit, offset });
    return { articles: rows.map(present), articlesCount: count };
  }

  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    return present(await this.articles.create({ slug, title, description, body, tagList, authorId }));
  }

  async tags() {
    return [...new Set((await this.articles.tagLists()).flat())];
  }
}
