from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DEBUG = config("DEBUG", cast=bool, default=False)
DATABASE_URL = config("DATABASE_URL", default="sqlite:///./conduit.sqlite3")
SECRET_KEY = config("SECRET_KEY", cast=Secret, default="conduit")
