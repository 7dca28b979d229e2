from fastapi import FastAPI

from app.api.routes import api_router
from app.core.database import Base, engine
from app import models  # noqa: F401

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit API")
app.include_router(api_router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
