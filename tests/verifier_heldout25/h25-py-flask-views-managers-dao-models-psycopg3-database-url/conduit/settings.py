import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str
    jwt_hours: int = 24

    @classmethod
    def from_env(cls) -> "Settings":
        url = os.environ["DATABASE_URL"]
        # SQLAlchemy needs the driver spelled out for psycopg 3
        for prefix in ("postgres://", "postgresql://"):
            if url.startswith(prefix):
                url = "postgresql+psycopg://" + url[len(prefix):]
                break
        return cls(database_url=url, jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"))
