export class User {
  constructor({ id, username, email, password, bio = null, image = null }) {
    Object.assign(this, { id, username, email, password, bio, image });
  }
}
