import { QueryTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

// escape hatch kept from the first prototype; not used anywhere any more
export async function rawSelect<T>(text: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
  return sequelize.query<T>(text, { replacements, type: QueryTypes.SELECT });
}
