function toComment(row) {
  return { id: row.id, body: row.body, createdAt: row.created_at, updatedAt: row.updated_at, authorId: row.author_id };
}
module.exports = { toComment };
