from fastapi import FastAPI

from src.db import engine
from src.models import Base
from src.routers import articles

Base.metadata.create_all(bind=engine)

app = FastAPI(title="RealWorld Conduit")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
async def health():
    return {"status": "ok"}
