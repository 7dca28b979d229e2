import { UniqueConstraintError } from 'sequelize';
import { ConflictError } from '../errors.js';

// Runs a write, reporting a unique-key violation as a ConflictError naming the field.
export async function guardUnique(write) {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw new ConflictError(err.errors[0]?.path ?? 'value');
    throw err;
  }
}
