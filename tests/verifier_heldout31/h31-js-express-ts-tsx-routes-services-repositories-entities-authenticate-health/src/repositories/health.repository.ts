import { sequelize } from '../db/sequelize.js';

export class HealthRepository {
  async ping(): Promise<boolean> {
    await sequelize.authenticate();
    return true;
  }
}
