from pathlib import Path

from dependency_injector import containers, providers

from conduit.database import Database

PROJECT_DIR = Path(__file__).resolve().parent.parent


class Container(containers.DeclarativeContainer):
    wiring_config = containers.WiringConfiguration(modules=["conduit.app"])

    db = providers.Singleton(Database, db_file=PROJECT_DIR / "conduit.db")
