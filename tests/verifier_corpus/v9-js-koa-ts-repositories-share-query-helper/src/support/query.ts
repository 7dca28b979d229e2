import type { FindOptions, Model, ModelStatic, WhereOptions } from 'sequelize';

// Shared by the repositories: limit/offset paging with a total, and existence checks.
export interface Page<T> { rows: T[]; count: number }

export async function findPage<M extends Model>(
  model: ModelStatic<M>,
  options: FindOptions,
  limit = 20,
  offset = 0,
): Promise<Page<M>> {
  const { rows, count } = await model.findAndCountAll({ ...options, limit, offset, distinct: true });
  return { rows, count };
}

export async function exists<M extends Model>(model: ModelStatic<M>, where: WhereOptions): Promise<boolean> {
  return (await model.count({ where })) > 0;
}
