from fastapi import FastAPI

from app.api.routes.articles import router as articles_router
from app.db import Base, engine
import app.models  # noqa: F401

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(articles_router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
