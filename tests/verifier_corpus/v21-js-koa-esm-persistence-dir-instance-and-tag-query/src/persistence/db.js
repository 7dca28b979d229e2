import { Sequelize } from 'sequelize';

// One shared connection for the whole process; the models attach to it.
export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: false,
  pool: { max: 10, idle: 10000 },
});

// Tag names are read so often that they live next to the connection.
export async function tagNames() {
  const rows = await sequelize.models.Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return rows.map((row) => row.name);
}
