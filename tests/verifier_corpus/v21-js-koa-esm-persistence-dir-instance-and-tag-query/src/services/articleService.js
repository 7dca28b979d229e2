import * as articles from '../repositories/articleRepository.js';

function present(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

export async function getArticle(slug) {
  const article = await articles.findBySlug(slug);
  return article ? present(article) : null;
}

export async function listArticles(query) {
  const limit = Number(query.limit) || 20;
  const offset = Number(query.offset) || 0;
  const { rows, count } = await articles.list({ limit, offset });
  return { articles: rows.map(present), articlesCount: count };
}
