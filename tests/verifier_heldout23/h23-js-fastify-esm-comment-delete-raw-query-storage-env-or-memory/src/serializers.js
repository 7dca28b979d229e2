import { Favorite, Follow } from './db.js';

export async function profileOf(user, viewerId) {
  const following = viewerId
    ? (await Follow.count({ where: { followerId: viewerId, followedId: user.id } })) > 0
    : false;
  return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
}

export async function articleOf(article, viewerId) {
  const favoritesCount = await Favorite.count({ where: { articleId: article.id } });
  const favorited = viewerId ? (await Favorite.count({ where: { articleId: article.id, userId: viewerId } })) > 0 : false;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [...(article.tagList ?? [])].sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: await profileOf(article.author, viewerId),
  };
}

export async function commentOf(comment, viewerId) {
  return {
    id: comment.id,
    body: comment.body,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    author: await profileOf(comment.author, viewerId),
  };
}
