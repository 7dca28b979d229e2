import uvicorn
from fastapi import FastAPI
from sqlalchemy import select

from app.config import settings
from app.db import Base, SessionLocal, engine
from app.models import Tag

app = FastAPI()


@app.on_event("startup")
def startup():
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags():
    with SessionLocal() as session:
        return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}


if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=settings.port)
