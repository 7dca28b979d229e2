from pathlib import Path

from pyaml_env import parse_config
from sqlalchemy.engine import URL

CONFIG = parse_config(str(Path(__file__).resolve().parent.parent / "config.yaml"))


def database_url() -> URL:
    db = CONFIG["database"]
    return URL.create(
        drivername=db["driver"],
        username=db["user"],
        password=db["password"],
        host=db["host"],
        port=int(db["port"]),
        database=db["name"],
    )
