export class Comment {
  constructor(row) { this.id = row.id; this.body = row.body; this.author = row.author; this.createdAt = row.created_at; this.updatedAt = row.created_at; }
}
