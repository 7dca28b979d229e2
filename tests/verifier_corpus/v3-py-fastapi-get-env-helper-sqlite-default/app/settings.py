import os


def get_env(key: str, default: str | None = None) -> str:
    value = os.getenv(key, default)
    if value is None:
        raise RuntimeError(f"missing setting {key}")
    return value


DATABASE_URL = get_env("DATABASE_URL", "sqlite:///./conduit.db")
SECRET_KEY = get_env("SECRET_KEY", "dev")
