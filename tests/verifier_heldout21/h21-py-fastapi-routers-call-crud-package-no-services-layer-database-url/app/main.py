from fastapi import FastAPI

from app.db import engine
from app.models import Base
from app.routers import articles

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit API")
app.include_router(articles.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
