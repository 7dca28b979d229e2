from pathlib import Path

from omegaconf import OmegaConf

_CONF = OmegaConf.load(Path(__file__).resolve().parent.parent / "config.yaml")


def database_url() -> str:
    url = str(_CONF.database.url)
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+asyncpg://", 1)
    return url


JWT_SECRET = str(_CONF.app.jwt_secret)
DB_ECHO = bool(_CONF.database.echo)
