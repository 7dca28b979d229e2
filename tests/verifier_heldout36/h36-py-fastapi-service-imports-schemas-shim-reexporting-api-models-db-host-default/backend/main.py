from fastapi import FastAPI

from backend.database import Base, engine
from backend.api import articles
import backend.models  # noqa: F401

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
