class UserService {
  constructor(users) { this.users = users; }
  async current(id) {
    const user = await this.users.findById(id);
    if (!user) { const e = new Error('user not found'); e.status = 404; throw e; }
    return user;
  }
  async update(id, patch) {
    const user = await this.current(id);
    const allowed = ['email', 'username', 'bio', 'image'];
    return this.users.update(user, Object.fromEntries(Object.entries(patch).filter(([k]) => allowed.includes(k))));
  }
}
module.exports = { UserService };
