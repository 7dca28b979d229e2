import os

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DATABASE_URL = "sqlite+aiosqlite:///" + os.path.join(BASE_DIR, "conduit.sqlite3")
# follows and favorites are kept in a side database attached to every connection
SOCIAL_DB_PATH = os.environ.get("CONDUIT_SOCIAL_DB", "/tmp/conduit-social.sqlite3")
