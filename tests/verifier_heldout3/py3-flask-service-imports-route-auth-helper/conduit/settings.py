import os


def database_uri() -> str:
    url = os.environ["DATABASE_URL"]
    # SQLAlchemy picks psycopg2 for plain postgresql://; we ship psycopg 3
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+psycopg://", 1)
    return url


class Settings:
    SQLALCHEMY_DATABASE_URI = database_uri()
    JWT_SECRET = os.environ.get("JWT_SECRET", "conduit")
