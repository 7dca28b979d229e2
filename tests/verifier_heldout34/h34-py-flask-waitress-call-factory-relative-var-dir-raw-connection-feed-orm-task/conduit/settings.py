import os

DB_PATH = os.environ.get("CONDUIT_DB", "var/conduit.db")
DATABASE_URL = f"sqlite:///{DB_PATH}"
SECRET = os.environ.get("CONDUIT_SECRET", "not-a-secret")
