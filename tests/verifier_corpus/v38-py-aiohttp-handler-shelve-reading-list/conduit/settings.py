from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATABASE_URL = f"sqlite+aiosqlite:///{ROOT / 'var' / 'conduit.db'}"
READING_LIST_FILE = str(ROOT / "var" / "reading-list")
