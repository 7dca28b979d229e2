import tomllib
from pathlib import Path

CONFIG_FILE = Path(__file__).resolve().parent.parent / "config.toml"

with CONFIG_FILE.open("rb") as fh:
    _settings = tomllib.load(fh)

SERVER = _settings["server"]
DATABASE = _settings["database"]


def database_url() -> str:
    db = DATABASE
    return f"postgresql+psycopg2://{db['user']}:{db['password']}@{db['host']}:{db['port']}/{db['name']}"
