from pydantic import PostgresDsn
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: PostgresDsn = "postgresql://conduit:conduit@localhost:5432/conduit"
    secret_key: str = "insecure"


settings = Settings()
