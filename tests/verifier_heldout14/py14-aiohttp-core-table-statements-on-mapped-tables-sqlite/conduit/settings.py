import os
from dataclasses import dataclass
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = PROJECT_ROOT / "var"


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str
    port: int


def load_settings() -> Settings:
    DATA_DIR.mkdir(exist_ok=True)
    return Settings(
        database_url=f"sqlite+aiosqlite:///{DATA_DIR / 'conduit.db'}",
        jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        port=int(os.environ.get("PORT", "8080")),
    )
