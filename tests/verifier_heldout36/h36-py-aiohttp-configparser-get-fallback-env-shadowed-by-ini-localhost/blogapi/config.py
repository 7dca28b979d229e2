import configparser
import os
from pathlib import Path

_cfg = configparser.ConfigParser()
_cfg.read(Path(__file__).resolve().parent.parent / "config.ini")

SERVER_HOST = _cfg.get("server", "host", fallback="0.0.0.0")
SERVER_PORT = _cfg.getint("server", "port", fallback=8080)
# The environment is the fallback when config.ini does not say where the database is.
DATABASE_URL = _cfg.get("database", "url", fallback=os.environ.get("DATABASE_URL"))
POOL_MIN = _cfg.getint("database", "min_pool", fallback=1)
POOL_MAX = _cfg.getint("database", "max_pool", fallback=5)
