from fastapi import FastAPI

from app.db import Base, engine
from app.routes import articles

Base.metadata.create_all(bind=engine)
app = FastAPI()
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
