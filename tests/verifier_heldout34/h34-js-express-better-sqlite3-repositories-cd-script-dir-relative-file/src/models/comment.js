class Comment {
  constructor(row) {
    this.id = row.id;
    this.body = row.body;
    this.createdAt = row.created_at;
    this.updatedAt = row.created_at;
    this.authorId = row.author_id;
  }
}
module.exports = { Comment };
