#!/bin/sh
# as the project's Dockerfile: migrations, then uvicorn (DATABASE_URL comes from the environment)
export SECRET_KEY="${SECRET_KEY:-conduit-secret}"
alembic upgrade head
exec uvicorn --host=0.0.0.0 --port=8080 app.main:app
