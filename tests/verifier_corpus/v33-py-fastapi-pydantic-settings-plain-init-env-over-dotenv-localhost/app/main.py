from fastapi import Depends, FastAPI
from sqlalchemy import String, select
from sqlalchemy.orm import Mapped, Session, mapped_column

from app.db import Base, engine, get_session


class Tag(Base):
    __tablename__ = "tags"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


Base.metadata.create_all(engine)
app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags(session: Session = Depends(get_session)):
    return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
