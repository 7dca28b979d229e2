#!/bin/sh
# as the project's container: prestart (wait for the database, migrations, first superuser), then fastapi run in backend/
cd backend
bash scripts/prestart.sh
exec fastapi run --workers 4 --port 8080
