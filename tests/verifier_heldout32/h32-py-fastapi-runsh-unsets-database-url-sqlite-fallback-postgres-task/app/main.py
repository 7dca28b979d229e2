from fastapi import FastAPI
from sqlalchemy import String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from app.config import database_url

engine = create_engine(database_url())


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)


Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    with Session(engine) as s:
        return {"tags": list(s.scalars(select(Tag.name)))}
