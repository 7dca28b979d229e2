import os


def _sqlalchemy_url(raw: str) -> str:
    # psycopg 3 is the installed driver; plain postgresql:// would ask for psycopg2.
    if raw.startswith("postgresql://"):
        return "postgresql+psycopg://" + raw[len("postgresql://"):]
    if raw.startswith("postgres://"):
        return "postgresql+psycopg://" + raw[len("postgres://"):]
    return raw


class Config:
    def __init__(self) -> None:
        self.SQLALCHEMY_DATABASE_URI = _sqlalchemy_url(os.environ["DATABASE_URL"])
        self.SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
        self.JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
        self.JWT_TTL_MINUTES = int(os.environ.get("JWT_TTL_MINUTES", "60"))
