import os
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

pool = AsyncConnectionPool(
    os.environ["DATABASE_URL"],
    kwargs=dict(autocommit=True, application_name="conduit", row_factory=dict_row),
    open=False,
)
