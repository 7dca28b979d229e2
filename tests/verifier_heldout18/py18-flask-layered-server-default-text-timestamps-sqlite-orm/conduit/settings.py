from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
INSTANCE_DIR = PROJECT_ROOT / "instance"
DATABASE_URL = f"sqlite:///{INSTANCE_DIR / 'conduit.db'}"
