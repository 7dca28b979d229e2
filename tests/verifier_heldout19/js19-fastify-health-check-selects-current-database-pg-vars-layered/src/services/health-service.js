class HealthService {
  constructor(repo) { this.repo = repo; }
  async status() {
    try {
      const database = await this.repo.currentDatabase();
      return { ready: true, database };
    } catch (e) {
      return { ready: false, error: e.message };
    }
  }
}
module.exports = HealthService;
