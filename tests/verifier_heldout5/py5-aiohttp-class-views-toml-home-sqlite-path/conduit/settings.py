import os
import tomllib
from pathlib import Path

_RAW = tomllib.loads((Path(__file__).resolve().parent.parent / "conduit.toml").read_text())

PORT: int = int(_RAW.get("port", 8080))
SQLITE_PATH = Path(os.path.expandvars(_RAW["sqlite"]["path"]))
SQLITE_PATH.parent.mkdir(parents=True, exist_ok=True)
DATABASE_URL = f"sqlite+aiosqlite:///{SQLITE_PATH}"
