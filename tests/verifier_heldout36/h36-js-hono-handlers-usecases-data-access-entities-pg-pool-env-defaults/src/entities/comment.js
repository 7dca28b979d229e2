export class Comment {
  constructor(id, body, createdAt) { Object.assign(this, { id, body, createdAt, updatedAt: createdAt }); }
  static fromRow(r) { return new Comment(r.id, r.body, r.created_at); }
}
