import * as articles from '../repositories/articleRepository.js';
import * as users from '../repositories/userRepository.js';
import { profileOf } from '../models/user.js';
import { DomainError } from './errors.js';

const slugFor = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Math.random().toString(36).slice(2, 7)}`;

async function view(article, viewerId) {
  const author = await users.findById(article.authorId);
  const { id, authorId, ...rest } = article;
  return {
    ...rest,
    favorited: await articles.isFavorited(id, viewerId),
    author: profileOf(author, await users.isFollowing(viewerId, author.id)),
  };
}

async function mustFind(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new DomainError(404, { article: ['not found'] });
  return article;
}

export async function list(q, viewerId, { feed = false } = {}) {
  const { articles: rows, count } = await articles.list({
    tag: q.tag, author: q.author, favorited: q.favorited, feedOf: feed ? viewerId : undefined,
    limit: Number(q.limit ?? 20), offset: Number(q.offset ?? 0),
  });
  return { articles: await Promise.all(rows.map((a) => view(a, viewerId))), articlesCount: count };
}

export const get = async (slug, viewerId) => view(await mustFind(slug), viewerId);

export async function create(input = {}, viewerId) {
  if (!input.title || !input.description || !input.body) throw new DomainError(422, { body: ['missing fields'] });
  return view(await articles.insert({ ...input, tagList: input.tagList ?? [], slug: slugFor(input.title), authorId: viewerId }), viewerId);
}

export async function remove(slug, viewerId) {
  const article = await mustFind(slug);
  if (article.authorId !== viewerId) throw new DomainError(403, { article: ['forbidden'] });
  await articles.remove(article.id);
}

export async function setFavorite(slug, viewerId, on) {
  const article = await mustFind(slug);
  await (on ? articles.favorite(article.id, viewerId) : articles.unfavorite(article.id, viewerId));
  return view(await mustFind(slug), viewerId);
}

export const tags = () => articles.tags();
