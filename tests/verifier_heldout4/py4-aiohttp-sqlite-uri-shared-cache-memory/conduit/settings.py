import os

# SQLite through a URI filename: "file:conduit" with mode=memory and cache=shared is one database
# shared by every connection of the pool, with no file on disk to clean up between runs.
DATABASE_URL = os.getenv(
    "CONDUIT_DATABASE_URL",
    "sqlite+aiosqlite:///file:conduit?mode=memory&cache=shared&uri=true",
)
SECRET = os.getenv("CONDUIT_SECRET", "conduit")
