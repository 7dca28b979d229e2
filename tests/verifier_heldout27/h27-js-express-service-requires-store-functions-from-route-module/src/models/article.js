// Row <-> API shape helpers shared by the layers.
function fromRow(row) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: JSON.parse(row.tag_list),
    authorId: row.author_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

module.exports = { fromRow };
