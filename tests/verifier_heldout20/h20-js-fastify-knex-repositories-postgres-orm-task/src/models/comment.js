class Comment {
  constructor(row) {
    this.id = row.id;
    this.body = row.body;
    this.createdAt = row.created_at;
    this.updatedAt = row.updated_at;
    this.author = { username: row.username, bio: row.bio, image: row.image, following: false };
  }
}
module.exports = { Comment };
