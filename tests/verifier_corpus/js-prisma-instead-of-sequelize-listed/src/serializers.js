function userJson(user, token) {
  return { user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token } };
}

function articleJson(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image },
  };
}

module.exports = { userJson, articleJson };
