// The API's representations of stored rows, computed for one viewer.

export const profileView = (user, following) => ({
  username: user.username,
  bio: user.bio,
  image: user.image,
  following,
});

export const articleView = (article, { favorited, favoritesCount, following }) => ({
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

export const commentView = (comment, following) => ({
  id: comment.id,
  createdAt: comment.createdAt.toISOString(),
  updatedAt: comment.updatedAt.toISOString(),
  body: comment.body,
  author: profileView(comment.author, following),
});
