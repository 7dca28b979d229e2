import json
from pathlib import Path

with open("config.json") as fh:
    CONFIG = json.load(fh)

PORT = int(CONFIG.get("port", 8080))
DB_PATH = Path(CONFIG["database"]["path"]).resolve()
DATABASE_URL = f"sqlite+aiosqlite:///{DB_PATH}"
