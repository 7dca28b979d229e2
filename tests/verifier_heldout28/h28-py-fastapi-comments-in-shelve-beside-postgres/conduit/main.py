from fastapi import FastAPI

from conduit import models  # noqa: F401
from conduit.db import Base, engine
from conduit.routes import articles, comments, users

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
for module in (users, articles, comments):
    app.include_router(module.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
