import { pathToFileURL, fileURLToPath } from 'node:url';

const root = pathToFileURL(process.cwd());

export const databaseFile = fileURLToPath(new URL('var/conduit.sqlite', root));
