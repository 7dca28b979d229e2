import os
from pathlib import Path

from fastapi import FastAPI
from sqlalchemy import create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

engine = create_engine(os.environ["DATABASE_URL"])
SEED = Path(__file__).parent / "sql" / "seed.sql"


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(unique=True)


app = FastAPI()


@app.on_event("startup")
def startup():
    Base.metadata.create_all(engine)
    with engine.begin() as conn:
        conn.exec_driver_sql(SEED.read_text())


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/tags")
def tags():
    with Session(engine) as s:
        return {"tags": list(s.scalars(select(Tag.name)))}
