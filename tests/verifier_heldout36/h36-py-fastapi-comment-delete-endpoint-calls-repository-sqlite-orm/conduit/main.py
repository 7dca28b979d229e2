from fastapi import FastAPI

from conduit.db import Base, engine
from conduit.routers import comments

import conduit.models  # noqa: F401

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(comments.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
