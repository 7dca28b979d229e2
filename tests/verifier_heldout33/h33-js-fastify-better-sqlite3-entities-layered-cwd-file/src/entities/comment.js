class Comment {
  constructor(id, body, createdAt, updatedAt, authorId) { Object.assign(this, { id, body, createdAt, updatedAt, authorId }); }
  static fromRow(r) { return new Comment(r.id, r.body, r.created_at, r.updated_at, r.author_id); }
}
module.exports = { Comment };
