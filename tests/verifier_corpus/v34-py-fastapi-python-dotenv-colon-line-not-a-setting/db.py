from pathlib import Path

from sqlalchemy import String, create_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, sessionmaker

import settings

Path(settings.SQLITE_PATH).parent.mkdir(parents=True, exist_ok=True)
engine = create_engine(f"sqlite:///{settings.SQLITE_PATH}")
SessionLocal = sessionmaker(engine)


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)
