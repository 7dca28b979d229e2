from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
SQLITE_URL = f"sqlite:///{DATA_DIR / 'conduit.sqlite3'}"
TAG_INDEX_PATH = str(DATA_DIR / "tag-index")
