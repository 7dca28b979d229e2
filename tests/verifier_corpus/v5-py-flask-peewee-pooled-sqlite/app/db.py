from playhouse.pool import PooledSqliteDatabase

# a pool of connections to conduit.db in the working directory (the project)
database = PooledSqliteDatabase(
    "conduit.db",
    max_connections=8,
    stale_timeout=300,
    pragmas={"journal_mode": "wal", "foreign_keys": 1},
)
