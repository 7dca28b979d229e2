from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import String, select
from sqlalchemy.orm import Mapped, Session, mapped_column

from conduit.database import Base, SessionLocal, engine


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)


Base.metadata.create_all(engine)
app = FastAPI()


def get_db():
    with SessionLocal() as db:
        yield db


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.get("/api/tags")
def tags(db: Session = Depends(get_db)) -> dict:
    return {"tags": list(db.scalars(select(Tag.name).order_by(Tag.name)))}


@app.post("/api/tags", status_code=201)
def add_tag(payload: dict, db: Session = Depends(get_db)) -> dict:
    name = payload.get("tag")
    if not name:
        raise HTTPException(status_code=422)
    db.add(Tag(name=name))
    db.commit()
    return {"tag": name}
