from fastapi import FastAPI

from app.api import profiles
from app.core.db import Base, engine

Base.metadata.create_all(engine)

app = FastAPI(title="conduit")
app.include_router(profiles.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
