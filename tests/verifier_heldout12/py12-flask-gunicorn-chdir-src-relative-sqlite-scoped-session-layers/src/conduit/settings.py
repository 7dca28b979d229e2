import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    # Relative SQLite URL: resolved against the working directory gunicorn switches to (src/).
    database_url: str = field(default_factory=lambda: os.environ.get("CONDUIT_DB_URL", "sqlite:///conduit.db"))
    secret_key: str = field(default_factory=lambda: os.environ.get("CONDUIT_SECRET", "not-so-secret"))
    token_days: int = 14


settings = Settings()
