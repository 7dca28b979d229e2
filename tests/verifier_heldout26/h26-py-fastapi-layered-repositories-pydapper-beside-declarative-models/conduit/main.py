from fastapi import FastAPI

from conduit.db import create_schema
from conduit.routes import articles

create_schema()

app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


app.include_router(articles.router, prefix="/api")
