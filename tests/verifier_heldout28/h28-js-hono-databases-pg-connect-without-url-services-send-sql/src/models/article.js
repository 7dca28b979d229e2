export function articleFromRow(row) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: row.tag_list,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    favorited: false,
    favoritesCount: 0,
    author: { username: row.username, bio: row.bio, image: row.image, following: false },
  };
}
