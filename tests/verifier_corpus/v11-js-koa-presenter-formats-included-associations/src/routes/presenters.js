'use strict';

// Formats the associations the repository already included; nothing is loaded here.

function presentProfile(user, viewerId) {
  const followers = user.followers || [];
  return {
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: Boolean(viewerId) && followers.some((f) => f.id === viewerId),
  };
}

function presentArticle(article, viewerId) {
  const plain = article.get({ plain: true });
  const favoritedBy = plain.favoritedBy || [];
  return {
    slug: plain.slug,
    title: plain.title,
    description: plain.description,
    body: plain.body,
    tagList: (plain.tags || []).map((t) => t.name).sort(),
    createdAt: new Date(plain.createdAt).toISOString(),
    updatedAt: new Date(plain.updatedAt).toISOString(),
    favorited: Boolean(viewerId) && favoritedBy.some((u) => u.id === viewerId),
    favoritesCount: favoritedBy.length,
    author: presentProfile(article.author, viewerId),
  };
}

module.exports = { presentArticle, presentProfile };
