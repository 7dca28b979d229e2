import os

# A URI filename keeps one shared database across the pool's connections and lets us
# pass SQLite open flags (https://www.sqlite.org/uri.html).
SQLITE_URI = "file:conduit.db?mode=memory&cache=shared"
DATABASE_URL = f"sqlite+pysqlite:///{SQLITE_URI}&uri=true"
SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
