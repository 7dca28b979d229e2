from fastapi import FastAPI
from sqlalchemy import String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from app.settings import DATABASE_URL

engine = create_engine(DATABASE_URL)


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/tags")
def tags():
    with Session(engine) as session:
        return {"tags": list(session.scalars(select(Tag.name)))}
