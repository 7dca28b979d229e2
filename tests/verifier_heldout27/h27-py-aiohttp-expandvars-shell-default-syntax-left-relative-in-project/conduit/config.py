import os

# Same convention as our shell scripts: CONDUIT_DATA_DIR or the system data dir.
DB_PATH = os.path.expandvars("${CONDUIT_DATA_DIR:-/var/lib/conduit}/conduit.sqlite3")
JWT_SECRET = os.environ.get("CONDUIT_JWT_SECRET", "conduit-secret")
PORT = int(os.environ.get("PORT", "8080"))
