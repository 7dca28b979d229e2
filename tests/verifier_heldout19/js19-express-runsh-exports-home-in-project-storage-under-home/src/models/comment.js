class Comment {
  static fromRow(row, author) {
    return {
      id: row.id, body: row.body, createdAt: row.created_at, updatedAt: row.updated_at,
      author: { username: author.username, bio: author.bio, image: author.image, following: false },
    };
  }
}
module.exports = Comment;
