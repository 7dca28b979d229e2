from fastapi import FastAPI

from app.core.database import init_schema
from app.routes import profiles, tags

init_schema()

app = FastAPI(title="Conduit")
app.include_router(profiles.router, prefix="/api")
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
