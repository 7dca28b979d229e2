from pathlib import Path

DB_FILE = Path(__file__).resolve().parent.parent / "data" / "conduit.db"
DATABASE_URL = f"sqlite+aiosqlite:///{DB_FILE}"
