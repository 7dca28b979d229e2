import os
from psycopg.rows import dict_row

DSN = os.environ["DATABASE_URL"]
CONNECT_KWARGS = {
    "host": os.environ.get("DB_HOST", "localhost"),
    "row_factory": dict_row,
    "autocommit": True,
}
