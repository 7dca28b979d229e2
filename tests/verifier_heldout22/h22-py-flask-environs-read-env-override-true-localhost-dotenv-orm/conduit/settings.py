from pathlib import Path

from environs import Env

env = Env()
env.read_env(str(Path(__file__).resolve().parent.parent / ".env"), override=True)

SQLALCHEMY_DATABASE_URI = env.str("DATABASE_URL")
SECRET_KEY = env.str("SECRET_KEY", "conduit")
SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
