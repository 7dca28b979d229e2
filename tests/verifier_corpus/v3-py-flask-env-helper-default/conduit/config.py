import os


def env(name: str, default: str | None = None) -> str | None:
    """A setting from the environment, with a default for local runs."""
    value = os.environ.get(name)
    return value if value not in (None, "") else default


class Config:
    SECRET_KEY = env("SECRET_KEY", "dev")
    SQLALCHEMY_DATABASE_URI = env("DATABASE_URL", "sqlite:///conduit-dev.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
