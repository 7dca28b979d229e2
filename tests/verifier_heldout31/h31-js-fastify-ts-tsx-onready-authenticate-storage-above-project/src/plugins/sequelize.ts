import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { DataTypes, Model, Sequelize } from 'sequelize';

// keep the database next to the checkout, not inside it, so redeploys keep the data
const storage = path.resolve(__dirname, '../../../data/conduit.sqlite');

export class Tag extends Model {
  declare name: string;
}

export class User extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sequelize: Sequelize;
  }
}

export default fp(async (app) => {
  fs.mkdirSync(path.dirname(storage), { recursive: true });
  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

  Tag.init({ name: { type: DataTypes.STRING, unique: true } }, { sequelize, timestamps: false });
  User.init(
    { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING },
    { sequelize },
  );

  app.decorate('sequelize', sequelize);

  app.addHook('onReady', async () => {
    await sequelize.authenticate();
    await sequelize.sync();
    app.log.info(`database ready at ${storage}`);
  });

  app.addHook('onClose', async () => {
    await sequelize.close();
  });
});
