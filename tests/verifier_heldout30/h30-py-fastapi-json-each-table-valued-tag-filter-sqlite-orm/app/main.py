from fastapi import FastAPI

from app import models  # noqa: F401
from app.database import Base, engine
from app.routers import articles, tags, users

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
