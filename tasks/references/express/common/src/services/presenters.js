// The API's JSON shapes of the domain objects.

const profileView = (user, following) => ({
  username: user.username,
  bio: user.bio,
  image: user.image,
  following,
});

const articleView = (article, { favorited, favoritesCount, following }) => ({
  slug: article.slug,
  title: article.title,
  description: article.description,
  body: article.body,
  tagList: article.tags.map((tag) => tag.name).sort(),
  createdAt: article.createdAt.toISOString(),
  updatedAt: article.updatedAt.toISOString(),
  favorited,
  favoritesCount,
  author: profileView(article.author, following),
});

const commentView = (comment, following) => ({
  id: comment.id,
  body: comment.body,
  createdAt: comment.createdAt.toISOString(),
  updatedAt: comment.updatedAt.toISOString(),
  author: profileView(comment.author, following),
});

module.exports = { profileView, articleView, commentView };
