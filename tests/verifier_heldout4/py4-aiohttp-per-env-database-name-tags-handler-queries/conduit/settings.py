import os
from dataclasses import dataclass, field

from sqlalchemy.engine import URL, make_url


@dataclass(frozen=True)
class Settings:
    env: str = field(default_factory=lambda: os.getenv("APP_ENV", "development"))
    server_url: str = field(default_factory=lambda: os.environ["DATABASE_URL"])
    secret: str = field(default_factory=lambda: os.getenv("JWT_SECRET", "conduit"))
    port: int = 8080

    @property
    def database_name(self) -> str:
        # One database per environment on the shared server: conduit_development, conduit_test, ...
        return f"conduit_{self.env}"

    @property
    def maintenance_url(self) -> URL:
        return make_url(self.server_url).set(drivername="postgresql+asyncpg")

    @property
    def database_url(self) -> URL:
        return self.maintenance_url.set(database=self.database_name)


settings = Settings()
