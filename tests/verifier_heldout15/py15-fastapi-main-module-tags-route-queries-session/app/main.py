from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.database import engine, get_session
from app.models import Base, Tag
from app.routes import articles, profiles

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit API")
app.include_router(articles.router, prefix="/api")
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(session: Session = Depends(get_session)):
    names = session.scalars(select(Tag.name).order_by(Tag.name)).all()
    return {"tags": names}
