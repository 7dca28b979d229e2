import { articleRepository } from '../repositories/article.repository.js';

const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const present = async (row) => ({
  slug: row.slug, title: row.title, description: row.description, body: row.body,
  tagList: await articleRepository.tagsOf(row.id), createdAt: row.createdAt, updatedAt: row.updatedAt,
  favorited: false, favoritesCount: 0,
  author: { username: row.authorUsername, bio: row.authorBio, image: row.authorImage, following: false },
});

export async function listArticles({ tag, author, limit = 20, offset = 0 }) {
  const rows = await articleRepository.list({ tag, author }, Number(limit), Number(offset));
  return { articles: await Promise.all(rows.map(present)), articlesCount: await articleRepository.count({ tag, author }) };
}

export async function createArticle(user, { title, description, body, tagList = [] }) {
  const slug = `${slugify(title)}-${Date.now()}`;
  await articleRepository.create({ slug, title, description, body, authorId: user.id }, tagList);
  const [row] = await articleRepository.list({ author: user.username }, 1, 0);
  return present(row);
}
