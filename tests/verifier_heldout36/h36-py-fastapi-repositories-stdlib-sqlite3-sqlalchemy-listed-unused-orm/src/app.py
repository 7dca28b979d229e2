from fastapi import FastAPI

from src.data.connection import init_schema
from src.routes import profiles

init_schema()
app = FastAPI()
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
