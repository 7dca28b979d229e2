from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import Base, engine, get_session
from app.models import Tag
from app.routes.articles import router as articles_router

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(articles_router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(session: Session = Depends(get_session)):
    # popular tags, straight from the table
    return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
