import os
from dataclasses import dataclass, field
from pathlib import Path

# app/core/config/settings.py -> parents[3] is the repository root
PROJECT_ROOT = Path(__file__).resolve().parents[3]


@dataclass(frozen=True)
class Settings:
    sqlite_path: Path = field(default_factory=lambda: PROJECT_ROOT / "var" / "conduit.db")
    jwt_secret: str = os.environ.get("JWT_SECRET", "dev-secret")


settings = Settings()
