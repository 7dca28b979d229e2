from pathlib import Path

from dynaconf import Dynaconf

ROOT = Path(__file__).resolve().parent.parent

settings = Dynaconf(
    envvar_prefix="CONDUIT",
    settings_files=[str(ROOT / "settings.toml")],
)


def async_database_url() -> str:
    url = str(settings.database_url)
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    return url
