import os
from dataclasses import dataclass, field
from pathlib import Path

PROJECT_DIR = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Settings:
    db_file: str = field(default_factory=lambda: os.environ.get("CONDUIT_DB_FILE",
                                                                str(PROJECT_DIR / "conduit.sqlite3")))
    jwt_secret: str = field(default_factory=lambda: os.environ.get("JWT_SECRET", "dev-secret"))
    jwt_ttl_hours: int = 24


settings = Settings()
