from fastapi import FastAPI

from app import models  # noqa: F401  (register the tables)
from app.api.v1.router import api_router
from app.db import Base, engine

app = FastAPI(title="Conduit")
app.include_router(api_router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)
