from environs import Env

env = Env()
# override=True: the project's .env is authoritative, stale exports in a developer's shell must not leak in
env.read_env(override=True)

DATABASE_URL: str = env.str("DATABASE_URL")
SECRET_KEY: str = env.str("SECRET_KEY", "change-me")
PORT: int = env.int("PORT", 8080)


def async_url(url: str) -> str:
    # the task hands out postgresql:// URLs; SQLAlchemy's async engine needs the asyncpg driver named
    if url.startswith("postgresql://"):
        return "postgresql+asyncpg://" + url[len("postgresql://"):]
    return url
