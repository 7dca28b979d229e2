import os

DB_URL = os.environ.get("CONDUIT_DB_URL", "sqlite:///./data/conduit.db")
SECRET = os.environ.get("CONDUIT_SECRET", "change-me")
