import configparser
from pathlib import Path

CONFIG_FILE = Path(__file__).resolve().parent.parent / "conduit.ini"

_parser = configparser.ConfigParser()
_parser.read(CONFIG_FILE)

PORT = _parser.getint("server", "port", fallback=8080)
SQLITE_PATH = Path(_parser.get("database", "sqlite_path", fallback="conduit.db"))
ECHO_SQL = _parser.getboolean("database", "echo", fallback=False)
