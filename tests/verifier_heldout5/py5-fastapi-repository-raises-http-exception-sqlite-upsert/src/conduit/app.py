from fastapi import FastAPI

from conduit.api import favorites
from conduit.db import engine
from conduit.models import Base

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(favorites.router, prefix="/api")


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}
