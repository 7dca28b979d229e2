from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# keep the data out of the source tree so a redeploy never clobbers it
DATA_DIR = settings.BASE_DIR.parent / "conduit-data"
DATA_DIR.mkdir(parents=True, exist_ok=True)
engine = create_engine(f"sqlite:///{DATA_DIR / 'conduit.sqlite3'}")
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)
