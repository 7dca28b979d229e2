import { sequelize } from './lib/database';
import './models';
import { createApp } from './app';

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  const port = Number(process.env.PORT ?? 3000);
  createApp().listen(port, () => console.log(`Conduit API on :${port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
