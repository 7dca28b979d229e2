// Turns an article instance into the RealWorld JSON shape.
export async function presentArticle(article, viewerId) {
  const [author, tags, favoritesCount] = await Promise.all([
    article.getAuthor(),
    article.getTags({ order: [['name', 'ASC']] }),
    article.countFavoritedBy(),
  ]);
  const favorited = viewerId ? await article.hasFavoritedBy(viewerId) : false;
  const following = viewerId ? await author.hasFollower(viewerId) : false;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: tags.map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { username: author.username, bio: author.bio, image: author.image, following },
  };
}
