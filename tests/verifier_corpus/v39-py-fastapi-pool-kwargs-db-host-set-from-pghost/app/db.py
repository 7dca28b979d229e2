import os
from psycopg_pool import ConnectionPool

pool = ConnectionPool(
    conninfo=os.environ["DATABASE_URL"],
    kwargs={"host": os.environ.get("DB_HOST", "localhost"), "autocommit": True},
    min_size=1,
    max_size=5,
)
