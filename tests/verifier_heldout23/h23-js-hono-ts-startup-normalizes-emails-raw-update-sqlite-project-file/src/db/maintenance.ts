import { sequelize } from './sequelize.js';

/**
 * Emails are compared case-insensitively since the login fix; accounts created
 * before it may still hold mixed-case addresses. Idempotent, runs at every start.
 */
export async function normalizeLegacyData(): Promise<void> {
  await sequelize.query(`UPDATE users SET email = lower(trim(email)) WHERE email <> lower(trim(email))`);
  await sequelize.query(`UPDATE tags SET name = trim(name) WHERE name <> trim(name)`);
}
