-- Developer helper: wipe every table (npm run db:reset -w @conduit/data). Never run by the server.
DROP TABLE IF EXISTS "Comments", "Articles", "Users" CASCADE;
