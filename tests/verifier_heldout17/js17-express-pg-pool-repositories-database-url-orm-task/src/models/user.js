// Plain shape shared by the layers (rows are mapped into it by the repositories).
class User {
  constructor(row) {
    this.id = row.id; this.username = row.username; this.email = row.email;
    this.password = row.password; this.bio = row.bio; this.image = row.image;
  }
}
module.exports = User;
