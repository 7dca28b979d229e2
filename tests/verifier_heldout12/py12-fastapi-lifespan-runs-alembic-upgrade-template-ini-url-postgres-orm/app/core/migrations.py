from pathlib import Path

from alembic import command
from alembic.config import Config

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def upgrade_to_head() -> None:
    """Bring the schema up to date; run once when the server starts."""
    cfg = Config(str(PROJECT_ROOT / "alembic.ini"))
    cfg.set_main_option("script_location", str(PROJECT_ROOT / "migrations"))
    cfg.attributes["configure_logger"] = False  # keep uvicorn's logging configuration
    command.upgrade(cfg, "head")
