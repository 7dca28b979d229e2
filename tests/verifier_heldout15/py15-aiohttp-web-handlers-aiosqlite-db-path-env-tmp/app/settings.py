import os

DB_PATH = os.environ.get("CONDUIT_DB", "/tmp/conduit.db")
SECRET = os.environ.get("SECRET", "conduit")
PORT = 8080
