'use strict';

// Shapes model instances into the JSON the API documents. The related rows are
// loaded lazily here, through the association accessors Sequelize adds.

async function presentProfile(user, viewerId) {
  const following = viewerId ? await user.hasFollower(viewerId) : false;
  return {
    username: user.username,
    bio: user.bio,
    image: user.image,
    following,
  };
}

async function presentArticle(article, viewerId) {
  const [tags, author, favoritesCount] = await Promise.all([
    article.getTags({ order: [['name', 'ASC']] }),
    article.getAuthor(),
    article.countFavoritedBy(),
  ]);
  const favorited = viewerId ? await article.hasFavoritedBy(viewerId) : false;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: tags.map((t) => t.name),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    favorited,
    favoritesCount,
    author: await presentProfile(author, viewerId),
  };
}

module.exports = { presentArticle, presentProfile };
