from fastapi import FastAPI
from sqlalchemy import String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, sessionmaker

from storage import database_file

engine = create_engine(f"sqlite:///{database_file()}")
SessionLocal = sessionmaker(engine)


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    with SessionLocal() as s:
        return {"tags": list(s.scalars(select(Tag.name).order_by(Tag.name)))}
