import { HealthRepository } from '../repositories/health.repository.js';

export class HealthService {
  constructor(private readonly repo = new HealthRepository()) {}

  async ready(): Promise<boolean> {
    try {
      return await this.repo.ping();
    } catch {
      return false;
    }
  }
}
