from starlette.config import Config

config = Config(".env")

DATABASE_URL = config("DATABASE_URL", default="postgresql://conduit:conduit@localhost:5432/conduit")
JWT_SECRET = config("JWT_SECRET", default="dev")
