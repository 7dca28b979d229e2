from fastapi import FastAPI
from sqlalchemy import create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from app.settings import settings

engine = create_engine(settings.database_url, connect_args={"check_same_thread": False})


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(unique=True)


Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/tags")
def tags():
    with Session(engine) as s:
        return {"tags": list(s.scalars(select(Tag.name)))}
