from fastapi import FastAPI

from app import models  # noqa: F401
from app.db import Base, engine
from app.routes import user

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(user.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
