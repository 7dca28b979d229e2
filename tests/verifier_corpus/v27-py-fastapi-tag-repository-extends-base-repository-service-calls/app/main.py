from fastapi import FastAPI

import app.models  # noqa: F401
from app.db import Base, engine
from app.routes import profiles, tags

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(tags.router)
app.include_router(profiles.router)


@app.get("/api/health")
def health():
    return {"status": "ok"}
