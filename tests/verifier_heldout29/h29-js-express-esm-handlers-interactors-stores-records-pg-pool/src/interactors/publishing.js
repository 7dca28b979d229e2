import { distinctTags, insertArticle, listArticles } from '../stores/article-store.js';
import { findUserById } from '../stores/user-store.js';
import { DomainError } from '../records/errors.js';

async function present(article, viewerId) {
  const author = await findUserById(article.authorId);
  return {
    slug: article.slug, title: article.title, description: article.description, body: article.body,
    tagList: article.tagList, createdAt: article.createdAt, updatedAt: article.updatedAt,
    favorited: viewerId ? article.favorited : false, favoritesCount: article.favoritesCount,
    author: author.profile(false),
  };
}

export async function browse({ viewerId, tag, limit = 20, offset = 0 }) {
  const { articles, count } = await listArticles({ viewerId, tag, limit, offset });
  return { articles: await Promise.all(articles.map((a) => present(a, viewerId))), articlesCount: count };
}

export async function publish(authorId, { title, description, body, tagList = [] }) {
  if (!title || !description || !body) throw new DomainError('invalid', 'title, description and body are required');
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  return present(await insertArticle({ slug, title, description, body, tagList, authorId }), authorId);
}

export const popularTags = () => distinctTags();
