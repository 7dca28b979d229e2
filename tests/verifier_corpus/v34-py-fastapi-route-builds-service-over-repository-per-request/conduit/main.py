from fastapi import FastAPI

from conduit.db import Base, engine
from conduit.models import profile  # noqa: F401
from conduit.routes.profiles import router

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
