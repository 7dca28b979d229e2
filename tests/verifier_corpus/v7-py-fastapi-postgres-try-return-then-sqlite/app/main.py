from fastapi import FastAPI
from sqlalchemy import String, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from app.db import make_engine


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


engine = make_engine()
Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/tags")
def tags():
    with Session(engine) as session:
        return {"tags": list(session.scalars(select(Tag.name)))}
