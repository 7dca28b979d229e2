from pathlib import Path

from environs import Env

env = Env()
env.read_env()
PROJECT_DIR = Path(__file__).resolve().parent.parent


class Config:
    JWT_SECRET = env.str("JWT_SECRET", default="dev-secret")
    USE_SQLITE = env.bool("USE_SQLITE", default=True)
    if USE_SQLITE:
        SQLALCHEMY_DATABASE_URI = f"sqlite:///{PROJECT_DIR / 'dev.sqlite3'}"
    else:
        SQLALCHEMY_DATABASE_URI = (
            f"postgresql+psycopg2://{env.str('PGUSER')}:{env.str('PGPASSWORD')}"
            f"@{env.str('PGHOST')}:{env.int('PGPORT', 5432)}/{env.str('PGDATABASE')}"
        )
