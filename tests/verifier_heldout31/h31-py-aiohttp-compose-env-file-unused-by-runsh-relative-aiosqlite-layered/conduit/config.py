import os

DB_PATH = os.environ.get("CONDUIT_DB", "conduit.db")
PORT = 8080
