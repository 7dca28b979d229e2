from psycopg_pool import ConnectionPool
from app.settings import DSN, CONNECT_KWARGS

pool = ConnectionPool(conninfo=DSN, kwargs=CONNECT_KWARGS, min_size=1)
