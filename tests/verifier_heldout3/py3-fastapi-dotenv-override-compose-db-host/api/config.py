import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

# .env is the single source of truth, also for docker compose: let it win over stale shell exports
load_dotenv(Path(__file__).resolve().parent.parent / ".env", override=True)


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str


settings = Settings(
    database_url=os.environ["DATABASE_URL"],
    jwt_secret=os.environ.get("JWT_SECRET", "secret"),
)
