export class User {
  constructor(row) {
    this.id = row.id;
    this.username = row.username;
    this.email = row.email;
    this.bio = row.bio ?? null;
    this.image = row.image ?? null;
  }
}
