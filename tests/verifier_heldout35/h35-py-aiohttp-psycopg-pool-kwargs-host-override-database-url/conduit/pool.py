import os

from psycopg_pool import AsyncConnectionPool


def make_pool() -> AsyncConnectionPool:
    return AsyncConnectionPool(
        conninfo=os.environ["DATABASE_URL"],
        min_size=1,
        max_size=10,
        kwargs={
            "autocommit": True,
            "application_name": "conduit-api",
            # the database container is published on the local port during development
            "host": os.environ.get("DB_HOST", "localhost"),
        },
        open=False,
    )
