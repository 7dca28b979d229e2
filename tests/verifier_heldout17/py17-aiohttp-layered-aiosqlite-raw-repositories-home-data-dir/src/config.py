import os

DATA_DIR = os.path.expanduser(os.environ.get("CONDUIT_DATA_DIR", "~/.local/share/conduit"))
DB_PATH = os.path.join(DATA_DIR, "conduit.db")
