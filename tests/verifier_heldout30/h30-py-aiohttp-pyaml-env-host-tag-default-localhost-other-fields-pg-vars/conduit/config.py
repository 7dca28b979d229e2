from pyaml_env import parse_config
from sqlalchemy import URL


def load_config(path: str) -> dict:
    """YAML with !ENV ${VAR:default} placeholders resolved from the environment."""
    return parse_config(path)


def database_url(config: dict) -> URL:
    db = config["database"]
    return URL.create(
        db["driver"],
        username=db["user"],
        password=db["password"],
        host=db["host"],
        port=int(db["port"]),
        database=db["name"],
    )
