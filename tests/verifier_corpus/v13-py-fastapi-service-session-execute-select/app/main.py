from fastapi import FastAPI

from app import models  # noqa: F401  registers the tables on Base.metadata
from app.database import Base, engine
from app.routes import articles

app = FastAPI(title="Conduit")


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)


app.include_router(articles.router)


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
