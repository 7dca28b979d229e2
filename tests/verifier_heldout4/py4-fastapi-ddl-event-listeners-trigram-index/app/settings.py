from pydantic import PostgresDsn
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: PostgresDsn
    jwt_secret: str = "conduit"

    @property
    def sqlalchemy_url(self) -> str:
        return str(self.database_url).replace("postgresql://", "postgresql+psycopg://", 1)


settings = Settings()
