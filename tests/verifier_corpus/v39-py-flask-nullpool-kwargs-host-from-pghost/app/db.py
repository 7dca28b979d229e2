import os
from psycopg.rows import dict_row
from psycopg_pool import NullConnectionPool

pool = NullConnectionPool(
    conninfo=os.environ["DATABASE_URL"],
    kwargs={"host": os.environ["PGHOST"], "row_factory": dict_row},
)
