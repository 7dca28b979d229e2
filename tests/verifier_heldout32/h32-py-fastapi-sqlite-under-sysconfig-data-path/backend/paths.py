"""Where runtime data lives: the environment's shared data directory (like an installed app)."""
import sysconfig
from pathlib import Path

DATA_ROOT = Path(sysconfig.get_path("data")) / "share" / "conduit"
DATA_ROOT.mkdir(parents=True, exist_ok=True)
SQLITE_FILE = DATA_ROOT / "conduit.sqlite3"
