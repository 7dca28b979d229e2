import os
import tomllib
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Config:
    host: str
    port: int
    database_url: str
    echo: bool


def load(path: Path) -> Config:
    raw = tomllib.loads(path.read_text())
    url = os.path.expandvars(raw["database"]["url"])
    if "$" in url:
        raise RuntimeError(f"unresolved variable in database.url: {url}")
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+asyncpg://", 1)
    return Config(raw["server"]["host"], int(raw["server"]["port"]), url, bool(raw["database"].get("echo", False)))
