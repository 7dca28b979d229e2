#!/bin/sh
# the Procfile's command; the connection settings the code reads come from the evaluation's PG* variables
export DB_NAME="$PGDATABASE" USER_NAME="$PGUSER" PASSWORD="$PGPASSWORD" DB_HOST="$PGHOST" PORT=3000
exec node index.js
