from fastapi import FastAPI

from app.api import profiles
from app.db import Base, engine
from app import models  # noqa: F401

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(profiles.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
