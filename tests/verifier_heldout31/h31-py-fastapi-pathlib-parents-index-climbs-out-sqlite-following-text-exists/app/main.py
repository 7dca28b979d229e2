from fastapi import FastAPI

from app import models  # noqa: F401
from app.api import profiles
from app.core.database import Base, engine

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
