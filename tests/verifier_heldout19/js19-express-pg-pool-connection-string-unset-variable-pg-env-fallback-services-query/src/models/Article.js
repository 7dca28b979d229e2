module.exports = {
  fromRow(r) {
    return { slug: r.slug, title: r.title, description: r.description, body: r.body,
      tagList: r.tag_list, createdAt: r.created_at, updatedAt: r.updated_at, favorited: false, favoritesCount: 0 };
  },
};
