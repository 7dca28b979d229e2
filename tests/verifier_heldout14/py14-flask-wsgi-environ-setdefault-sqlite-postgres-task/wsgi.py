"""Entry point for gunicorn.

Running the app locally without a PostgreSQL server is handy while iterating on the API, so a
SQLite file is used when DATABASE_URL is not provided. In the deployed environment DATABASE_URL
is always set.
"""
import os

os.environ.setdefault("DATABASE_URL", "sqlite:///dev.db")

from conduit import create_app  # noqa: E402  (config reads the environment at import)

app = create_app()
