from fastapi import FastAPI

from conduit.api import comments
from conduit.db import engine
from conduit.models import Base

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(comments.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
