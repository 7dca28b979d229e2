import os
from dataclasses import dataclass

from sqlalchemy.engine import URL


@dataclass(frozen=True)
class Settings:
    database_url: URL
    secret_key: str

    @classmethod
    def from_env(cls) -> "Settings":
        url = URL.create(
            "postgresql+pg8000",
            username=os.environ["PGUSER"],
            password=os.environ["PGPASSWORD"],
            host=os.environ["PGHOST"],
            port=int(os.environ["PGPORT"]),
            database=os.environ["PGDATABASE"],
        )
        return cls(database_url=url, secret_key=os.environ.get("SECRET_KEY", "dev-secret"))
