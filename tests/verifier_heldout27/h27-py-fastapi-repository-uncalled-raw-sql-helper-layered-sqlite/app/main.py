from fastapi import FastAPI

from app import models  # noqa: F401
from app.core.database import Base, engine
from app.routes import feed

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(feed.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
