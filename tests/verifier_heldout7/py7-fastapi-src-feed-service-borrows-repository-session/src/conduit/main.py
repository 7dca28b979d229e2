from fastapi import FastAPI

from conduit.database import engine
from conduit.models import Base
from conduit.routers import articles

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
