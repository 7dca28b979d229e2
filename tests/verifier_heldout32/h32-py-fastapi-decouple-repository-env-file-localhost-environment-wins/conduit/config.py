from pathlib import Path

from decouple import Config, RepositoryEnv

_ENV_FILE = Path(__file__).resolve().parent.parent / "deploy" / "app.env"
config = Config(RepositoryEnv(str(_ENV_FILE)))

DATABASE_URL = config("DATABASE_URL")
JWT_SECRET = config("JWT_SECRET", default="change-me")
