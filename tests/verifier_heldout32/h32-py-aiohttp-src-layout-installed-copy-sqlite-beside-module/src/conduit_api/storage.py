from pathlib import Path

from sqlalchemy import String
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# the database sits next to the package code
DB_FILE = Path(__file__).resolve().parent / "conduit.sqlite3"
engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
Session = async_sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
