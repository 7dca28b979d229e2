import os
import sys
from dataclasses import dataclass
from pathlib import Path

BASE = Path(__file__).resolve().parent.parent


def opt(name, default=None):
    """Value after --name on the command line, else the default."""
    key = "--" + name
    for i, token in enumerate(sys.argv[:-1]):
        if token == key:
            return sys.argv[i + 1]
    return default


@dataclass(frozen=True)
class Settings:
    host: str
    port: int
    sqlite: Path


def load() -> Settings:
    return Settings(
        host=opt("host", "127.0.0.1"),
        port=int(opt("port", os.environ.get("PORT", "8000"))),
        sqlite=Path(opt("sqlite", str(BASE / "data" / "conduit.db"))),
    )
