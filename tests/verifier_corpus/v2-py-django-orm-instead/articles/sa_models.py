"""SQLAlchemy mappings of the same tables (used by the tag report only)."""
from sqlalchemy import create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

engine = create_engine("sqlite:///db.sqlite3")


class Base(DeclarativeBase):
    pass


class SATag(Base):
    __tablename__ = "articles_tag"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str]


def tag_names() -> list[str]:
    with Session(engine) as session:
        return list(session.scalars(select(SATag.name)))
