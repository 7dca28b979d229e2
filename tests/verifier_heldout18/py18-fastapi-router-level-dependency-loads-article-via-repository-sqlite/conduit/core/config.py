from pathlib import Path

SQLITE_FILE = Path(__file__).resolve().parents[2] / "conduit.db"
DATABASE_URL = f"sqlite:///{SQLITE_FILE}"
