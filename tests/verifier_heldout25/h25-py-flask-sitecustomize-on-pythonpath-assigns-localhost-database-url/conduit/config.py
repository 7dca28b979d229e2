import os


def _sqlalchemy_url(raw: str) -> str:
    # psycopg 3 is the installed driver
    if raw.startswith("postgres://"):
        raw = "postgresql://" + raw[len("postgres://"):]
    if raw.startswith("postgresql://"):
        raw = "postgresql+psycopg://" + raw[len("postgresql://"):]
    return raw


class Config:
    SQLALCHEMY_DATABASE_URI = _sqlalchemy_url(os.environ["DATABASE_URL"])
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
    JWT_TTL_HOURS = int(os.environ.get("JWT_TTL_HOURS", "24"))
    JSON_SORT_KEYS = False
