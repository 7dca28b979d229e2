import os

from dotenv import dotenv_values

# python-dotenv's recommended layering: file defaults, overridden by the real environment.
config = {
    **dotenv_values(".env"),
    **os.environ,
}


def database_url() -> str:
    url = config["DATABASE_URL"]
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+asyncpg://", 1)
    return url
