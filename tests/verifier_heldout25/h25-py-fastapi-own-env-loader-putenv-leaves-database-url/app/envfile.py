"""Tiny .env reader so we do not need python-dotenv."""
import os
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent


def load_env_file(path: Path = PROJECT_DIR / ".env") -> None:
    """Export every KEY=VALUE line of the file into the process environment."""
    if not path.is_file():
        return
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        os.putenv(key.strip(), value.strip().strip('"').strip("'"))
