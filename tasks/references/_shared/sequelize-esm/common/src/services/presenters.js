// The API's representations of stored rows, computed for one viewer.

// feature-begin: profiles
export const profileView = (user, following) => ({
// feature-else: profiles
// const profileView = (user) => ({
// feature-end: profiles
  username: user.username,
  bio: user.bio,
  image: user.image,
  following, // feature-line: profiles
});
// feature-begin: articles

// feature-begin: favorites
// feature-begin: profiles
export const articleView = (article, { favorited, favoritesCount, following }) => ({
// feature-else: profiles
// export const articleView = (article, { favorited, favoritesCount }) => ({
// feature-end: profiles
// feature-else: favorites
// export const articleView = (article, { following }) => ({
// feature-end: favorites
  slug: article.slug,
  title: article.title,
  description: article.description,
  body: article.body,
  tagList: article.tags.map((tag) => tag.name).sort(),
  createdAt: article.createdAt.toISOString(),
  updatedAt: article.updatedAt.toISOString(),
  favorited, // feature-line: favorites
  favoritesCount, // feature-line: favorites
  // feature-begin: profiles
  author: profileView(article.author, following),
  // feature-else: profiles
  // author: profileView(article.author),
  // feature-end: profiles
});
// feature-end: articles
// feature-begin: comments

// feature-begin: profiles
export const commentView = (comment, following) => ({
// feature-else: profiles
// export const commentView = (comment) => ({
// feature-end: profiles
  id: comment.id,
  createdAt: comment.createdAt.toISOString(),
  updatedAt: comment.updatedAt.toISOString(),
  body: comment.body,
  // feature-begin: profiles
  author: profileView(comment.author, following),
  // feature-else: profiles
  // author: profileView(comment.author),
  // feature-end: profiles
});
// feature-end: comments
