from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DB_URL = f"sqlite+aiosqlite:///{ROOT / 'conduit.db'}"
