import os
from psycopg_pool import AsyncConnectionPool

pool = AsyncConnectionPool(
    conninfo=os.environ["DATABASE_URL"],
    kwargs={
        "autocommit": True,
        "host": os.getenv("DB_HOST", "localhost"),
    },
    open=False,
)
