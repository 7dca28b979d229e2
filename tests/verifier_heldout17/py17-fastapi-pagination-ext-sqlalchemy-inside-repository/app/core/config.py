from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
SQLITE_FILE = PROJECT_ROOT / "data" / "conduit.sqlite3"
DATABASE_URL = f"sqlite:///{SQLITE_FILE}"
