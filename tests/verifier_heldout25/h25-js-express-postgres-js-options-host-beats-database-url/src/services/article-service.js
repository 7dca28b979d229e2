import { allTags, findArticleBySlug, insertArticle, listArticles } from '../repositories/article-repository.js';
import { findUserById } from '../repositories/user-repository.js';

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

async function withAuthor(article) {
  const author = await findUserById(article.authorId);
  return { ...article, author: author.toProfile() };
}

export async function createArticle(authorId, input) {
  const article = await insertArticle({ ...input, tagList: input.tagList ?? [], slug: slugify(input.title), authorId });
  return withAuthor(article);
}

export async function getArticle(slug) {
  const article = await findArticleBySlug(slug);
  return article ? withAuthor(article) : null;
}

export async function browse(query) {
  const { articles, count } = await listArticles({ limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0) });
  return { articles: await Promise.all(articles.map(withAuthor)), count };
}

export const tags = () => allTags();
