"""Runtime configuration.

Every field can be overridden by the environment variable of the same name
(DATABASE_URL, JWT_SECRET, ...); the defaults are for local development.
"""
from pydantic import BaseModel


class Settings(BaseModel):
    database_url: str = "postgresql+psycopg://postgres:postgres@localhost:5432/conduit"
    jwt_secret: str = "local-dev-secret"
    jwt_expire_hours: int = 24
    echo_sql: bool = False


settings = Settings()
