function articleFromRow(row) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: JSON.parse(row.tag_list),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    author: { username: row.username, bio: row.bio, image: row.image },
  };
}

module.exports = { articleFromRow };
